# A fake NBoard engine for tests (run as "sh spawns.sh PIDFILE"): at start it leaves a child of its
# own running (a long sleep, its process id written to PIDFILE) and quits on "quit" without ending
# it, as an engine with helper processes might. Verso must end the child with the engine.
sleep 300 &
printf '%s\n' "$!" > "$1"
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Spawner\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        quit*) exit 0 ;;
    esac
done
