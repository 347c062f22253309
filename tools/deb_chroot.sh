#!/usr/bin/env bash
# Install a package made by packaging/deb.py on a minimal Debian 12 with what it
# recommends, start it as a user, and purge it again: the check docs/packaging.md
# describes ("Checking the .deb on a bare Debian 12").
#
#   tools/deb_chroot.sh dist/stammtisch_<version>-1_amd64.deb [WORK]
#
# As root, with debootstrap (apt install debootstrap). WORK (default
# /var/tmp/stammtisch-chroot) keeps the bare system between runs: it is made once with
# `debootstrap --variant=minbase bookworm` (MIRROR: a Debian mirror; debootstrap's own
# default without it) and saved as WORK/bare.tar, and every run starts from that copy.
# With DISPLAY set to a local X server (Xvfb), the window is also opened there in Japanese
# for SHOT seconds (default 20) and a screenshot taken (ImageMagick's import) into
# WORK/stammtisch-ja.png.
#
# Checked, each failing the run with a line saying what went wrong:
#   1. apt installs the package with its Recommends (fonts-noto-cjk among them);
#   2. as a new user, from a login shell (so /usr/games is on PATH, as for every user),
#      `stammtisch --smoke` passes in English, German and Japanese, offscreen;
#   3. `apt-get purge stammtisch` leaves none of its files, keeps /opt and /usr/games, and
#      `apt-get autoremove --purge` then leaves the system's file list as it was before.
set -euo pipefail

deb="$(realpath "${1:?usage: tools/deb_chroot.sh PACKAGE.deb [WORK]}")"
work="$(realpath -m "${2:-/var/tmp/stammtisch-chroot}")"
root="$work/root"
shot="${SHOT:-20}"
mkdir -p "$work"

say() { printf '== %s\n' "$*"; }
fail() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }

if [ ! -f "$work/bare.tar" ]; then
  say "debootstrap --variant=minbase bookworm (once: kept in $work/bare.tar)"
  rm -rf "$work/bare"
  # shellcheck disable=SC2086 # MIRROR is one optional word
  debootstrap --variant=minbase bookworm "$work/bare" ${MIRROR:-} >"$work/debootstrap.log"
  tar -C "$work/bare" -cf "$work/bare.tar" .
  rm -rf "$work/bare"
fi

mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" || true; done
}
trap cleanup EXIT
bind() { mkdir -p "$root$1"; mount --bind "$1" "$root$1"; mounted+=("$root$1"); }

rm -rf "$root"
mkdir -p "$root"
tar -C "$root" -xf "$work/bare.tar"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"; mounted+=("$root/proc")
bind /dev
bind /dev/pts
[ -n "${DISPLAY:-}" ] && bind /tmp/.X11-unix
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
files() {  # the system's files, without what apt and the kernel keep changing
  (cd "$root" && find . -xdev \( -path ./proc -o -path ./dev -o -path ./tmp -o -path ./run -o -path ./var/cache \
    -o -path ./var/lib/apt -o -path ./var/lib/dpkg -o -path ./var/log -o -path ./home \
    -o -path ./etc/ld.so.cache -o -path ./var/lib/systemd \) -prune -o -print | sort)
}

say "apt-get install with Recommends: $(basename "$deb")"
in_root apt-get update -qq
in_root useradd -m -s /bin/bash player
files >"$work/before.txt"
cp "$deb" "$root/tmp/"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "/tmp/$(basename "$deb")" \
  >"$work/install.log" || fail "apt-get install (see $work/install.log)"
grep -E '^(Setting up|Processing triggers)' "$work/install.log" | tail -n 4
installed="$(grep -c '^Setting up' "$work/install.log")"
say "$installed packages set up; $(du -sxm "$root" | cut -f1) MB in the system now"
# shellcheck disable=SC2016 # dpkg-query's own ${Status}, not the shell's
in_root dpkg-query -W -f='${Status}\n' fonts-noto-cjk | grep -q 'install ok installed' \
  || fail "fonts-noto-cjk (recommended) was not installed"
in_root dpkg -L stammtisch >"$work/package-files.txt"

as_player() {  # a login shell: the user's PATH from /etc/profile (with /usr/games)
  chroot "$root" env -i TERM=dumb /usr/sbin/runuser -l player -c "export LANG=C.UTF-8; $1"
}
for language in en de ja; do
  say "stammtisch --smoke --language $language (user player, offscreen)"
  as_player "cd && QT_QPA_PLATFORM=offscreen stammtisch --smoke --language $language" \
    || fail "--smoke --language $language"
done
as_player 'command -v stammtisch' | grep -qx /usr/games/stammtisch \
  || fail "stammtisch is not found on a user's PATH as /usr/games/stammtisch"

if [ -n "${DISPLAY:-}" ]; then
  say "the window on $DISPLAY in Japanese for $shot s"
  as_player "cd && DISPLAY=$DISPLAY stammtisch --language ja >/tmp/window.log 2>&1 & echo \$! >/tmp/window.pid"
  sleep "$shot"
  import -display "$DISPLAY" -window root "$work/stammtisch-ja.png"
  kill "$(cat "$root/tmp/window.pid")" 2>/dev/null || true
  sleep 2
  say "screenshot: $work/stammtisch-ja.png (the window's output: $root/tmp/window.log)"
fi

say "apt-get purge stammtisch"
in_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -q stammtisch >"$work/purge.log"
left=""
while read -r path; do
  if [ -e "$root$path" ] && [ ! -d "$root$path" ]; then left+="$path "; fi
done <"$work/package-files.txt"
[ -z "$left" ] || fail "purge left: $left"
[ ! -e "$root/usr/lib/games/stammtisch" ] || fail "purge left /usr/lib/games/stammtisch"
if [ ! -d "$root/opt" ] || [ ! -d "$root/usr/games" ]; then fail "purge removed /opt or /usr/games"; fi
in_root env DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -q >"$work/autoremove.log"
files >"$work/after.txt"
if ! diff -u "$work/before.txt" "$work/after.txt" >"$work/left.diff"; then
  fail "the system's files differ from before the install: $work/left.diff"
fi
say "purged: none of its $(wc -l <"$work/package-files.txt") paths left, /opt and /usr/games" \
  "kept, and after autoremove the system's files are those it had before"
