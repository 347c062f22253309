#!/bin/bash
# Play one deal of GAME by real key presses (xdotool) while Orca listens, on a private D-Bus
# session; Orca's speech goes to its debug log, and orca_transcript.py interleaves it with
# the keys pressed:
#   Xvfb :47 -screen 0 1024x700x24 &
#   DISPLAY=:47 dbus-run-session -- tools/atspi/orca.sh skat en OUT_DIR
# Needs Debian's orca, at-spi2-core, python3-pyatspi and xdotool (not in CI).
HERE=$(cd "$(dirname "$0")" && pwd)
GAME=${1:-skat}; LANG_=${2:-en}; OUT=${3:-$(mktemp -d)}
mkdir -p "$OUT"
export HOME=$(mktemp -d) QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 NO_AT_BRIDGE=0
export XDG_CONFIG_HOME="$HOME/.config" XDG_RUNTIME_DIR="$HOME/run"
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
# speech-dispatcher with its dummy voice: Orca speaks (and waits for each utterance to end)
# without a sound card; what it says is in its debug log
cat > "$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf" <<CONF
LogLevel 2
LogDir "$HOME"
AudioOutputMethod "libao"
AddModule "dummy" "sd_dummy" ""
DefaultModule dummy
CONF
speech-dispatcher -s -t 0 -C "$XDG_CONFIG_HOME/speech-dispatcher" > /dev/null 2>&1 &
SPEECH=$!
/usr/libexec/at-spi-bus-launcher --launch-immediately &
BUS=$!
sleep 1
orca -u "$HOME/orca" --debug-file="$OUT/orca-$GAME.debug" > /dev/null 2>&1 &
ORCA=$!
sleep 4
KEYS="$OUT/keys-$GAME.log"
: > "$KEYS"
"$HERE/../../.venv/bin/python" "$HERE/orca_app.py" "$GAME" "$LANG_" 2>/dev/null | while read -r WORD KEY PURPOSE; do
  if [ "$WORD" = "KEY" ]; then
    xdotool mousemove 512 350
    echo "$(date +%H:%M:%S.%6N) - KEY $KEY ($PURPOSE)" >> "$KEYS"
    xdotool key --clearmodifiers "$KEY"
  elif [ "$WORD" = "DONE" ]; then
    echo "$(date +%H:%M:%S.%6N) - DONE" >> "$KEYS"
  fi
done
sleep 2
kill $ORCA $SPEECH $BUS 2>/dev/null
wait 2>/dev/null
/usr/bin/python3 "$HERE/orca_transcript.py" "$OUT/orca-$GAME.debug" "$KEYS" > "$OUT/transcript-$GAME.txt"
echo "$OUT/transcript-$GAME.txt: $(grep -c ' KEY ' "$OUT/transcript-$GAME.txt") keys, $(grep -c ' SAID ' "$OUT/transcript-$GAME.txt") utterances"
