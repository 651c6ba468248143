# A fake NBoard engine for tests (run as "sh exits.sh [FILE]"): it greets like an engine, then,
# asked for a move, complains on standard error and exits with status 3. With FILE it does so
# only while FILE does not exist (it creates it), so the same engine started again answers F5.
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Exits\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*)
            if [ -n "$1" ] && [ -e "$1" ]; then
                printf '=== F5\n'
            else
                [ -n "$1" ] && : >"$1"
                printf 'fake engine: out of memory\n' >&2
                exit 3
            fi
            ;;
        quit*) exit 0 ;;
    esac
done
