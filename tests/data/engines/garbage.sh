# A fake NBoard engine for tests (run as "sh garbage.sh"): it greets like an engine, then answers
# every "go" with a "===" line that is not a move (with a control character in it).
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Garbage\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*) printf '=== banana\033[31m split\n' ;;
        quit*) exit 0 ;;
    esac
done
