# A fake NBoard engine for tests (run as "sh slow.sh"): it greets like an engine, then answers
# every "go" with F5 after a second.
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Slow\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*)
            sleep 1
            printf '=== F5\n'
            ;;
        quit*) exit 0 ;;
    esac
done
