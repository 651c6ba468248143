# A fake NBoard engine for tests (run as "sh scripted.sh F5 F6 ..."): it greets like an engine and
# answers the first "go" with the first argument, the second "go" with the second, and so on.
# Before each answer it says things the player must ignore (status, nodestats, search, unknown).
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Scripted\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*)
            printf 'status thinking\nsearch %s 0.50 0 1\nnodestats 42 0.01\nhello there\nlearned\n' "$1"
            printf '=== %s/0.50/0.01\nstatus\n' "$1"
            shift
            ;;
        quit*) exit 0 ;;
    esac
done
