#!/bin/bash
# Read the card table through AT-SPI: the app (the venv's python) and pyatspi (Debian's
# python3 with python3-pyatspi and at-spi2-core) on a private D-Bus session:
#   Xvfb :27 -screen 0 1024x700x24 &
#   cd tools/atspi && DISPLAY=:27 dbus-run-session -- ./run.sh en skat
#   PLAY_ON=4000 ... also listens to what the table announces while keys play on
export DISPLAY=${DISPLAY:-:27} QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 NO_AT_BRIDGE=0
#   ./run.sh check en   plays a deal and checks what AT-SPI reads (check.py; exit 1 on a failure)
export HOME=$(mktemp -d)
LOG=$(mktemp)
if [ "$1" = "check" ]; then
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  BUS=$!
  sleep 1
  /usr/bin/python3 "$(dirname "$0")/check.py" "${2:-en}"
  STATUS=$?
  kill $BUS 2>/dev/null
  wait 2>/dev/null
  exit $STATUS
fi
LANG_=${1:-en}; GAME=${2:-doppelkopf}
/usr/libexec/at-spi-bus-launcher --launch-immediately &
BUS=$!
sleep 1
KB_LIFETIME_MS=40000 KB_PLAY_ON_MS=${PLAY_ON:-0} "$(dirname "$0")/../../.venv/bin/python" "$(dirname "$0")/app.py" $LANG_ $GAME > "$LOG" 2>&1 &
APP=$!
for i in $(seq 1 60); do grep -q READY "$LOG" && break; sleep 0.5; done
cat "$LOG" | grep -v propagateSizeHints
/usr/bin/python3 "$(dirname "$0")/read.py" Stammtisch
[ -n "$PLAY_ON" ] && /usr/bin/python3 "$(dirname "$0")/watch.py" 8
kill $APP $BUS 2>/dev/null
wait 2>/dev/null
