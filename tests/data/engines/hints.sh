# A fake NBoard engine for tests (run as "sh hints.sh MODE"): it greets like an engine and answers
# "hint" according to MODE:
#   crash    complains on standard error and exits with status 3
#   garbage  a "search" line that is not one (with a control character in it)
#   illegal  a value for A1, which is no legal move in the positions the tests ask about
#   silent   nothing (it only says it is thinking)
#   deeper   F5 as the best at depth 2, then E6 as the best at depth 3; then done
#   bycount  after a second, values for the start position's F5 and E6 when asked for 4 moves,
#            for D6, F4 and F6 (the position after F5) otherwise; then done
while IFS= read -r line; do
    case "$line" in
        nboard*) printf 'set myname Fake Hints\n' ;;
        ping*) printf 'pong %s\n' "${line#ping }" ;;
        hint*)
            case "$1" in
                crash)
                    printf 'fake engine: out of memory\n' >&2
                    exit 3
                    ;;
                garbage) printf 'status hinting\nsearch banana\033[31m split\n' ;;
                illegal) printf 'search A1 1.00 0 4\n' ;;
                silent) printf 'status hinting\n' ;;
                deeper) printf 'search F5 3.00 0 2\nsearch E6D7 1.00 0 3\nstatus\n' ;;
                bycount)
                    sleep 1
                    if [ "${line#hint }" = 4 ]; then
                        printf 'search F5D6 1.00 0 4\nsearch E6 -2.00 0 4\nstatus\n'
                    else
                        printf 'search D6 0.00 0 4\nbook F4 -1.00 3 18\nsearch F6 2.00 0 100%%\nstatus\n'
                    fi
                    ;;
            esac
            ;;
        quit*) exit 0 ;;
    esac
done
