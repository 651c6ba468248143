# A fake NBoard engine for tests (run as "sh records.sh FILE MOVE"): it greets like an engine,
# appends every "set game" line it is sent to FILE and answers each "go" with MOVE.
file=$1
move=$2
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Recorder\n' ;;
        "set game"*) printf '%s\n' "$line" >>"$file" ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        go*) printf '=== %s\n' "$move" ;;
        quit*) exit 0 ;;
    esac
done
