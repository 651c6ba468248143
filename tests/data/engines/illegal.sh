# A fake NBoard engine for tests (run as "sh illegal.sh"): it greets like an engine, then answers
# every "go" with A1, which flips nothing in the positions the tests ask about.
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Illegal\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*) printf '=== A1/1.00/0.01\n' ;;
        quit*) exit 0 ;;
    esac
done
