# A fake NBoard engine for tests (run as "sh silent.sh"): it greets like an engine but never
# answers "go" (it only says it is thinking).
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Silent\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*) printf 'status thinking\n' ;;
        quit*) exit 0 ;;
    esac
done
