"""dmgbuild settings: the macOS disk image with ``Stammtisch.app`` and a link to /Applications.

    dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/Stammtisch.app \\
        -D icon=resources/icons/stammtisch.icns Stammtisch dist/Stammtisch-<version>-macos-<arch>.dmg

dmgbuild runs this file with ``defines`` (the ``-D`` values) in its namespace
and reads the names below; it works on macOS only (it drives ``hdiutil``).
The window shows the app on the left and the Applications folder on the right,
over dmgbuild's built-in arrow background: drag one onto the other to install.
"""

import os.path

defines = globals().get("defines", {})  # dmgbuild's; absent when the file is read elsewhere

application = defines.get("app", "dist/Stammtisch.app")
appname = os.path.basename(application)

# A compressed, read-only image; HFS+ so that macOS 10.15 and later open it alike.
format = defines.get("format", "UDZO")
filesystem = "HFS+"
size = None  # as large as the app needs

files = [application]
symlinks = {"Applications": "/Applications"}
hide_extensions = [appname]

icon = defines.get("icon")  # the volume's icon (without it, the generic disk icon)
background = "builtin-arrow"
window_rect = ((200, 120), (640, 360))
default_view = "icon-view"
show_status_bar = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
icon_size = 128
text_size = 13
icon_locations = {appname: (160, 170), "Applications": (480, 170)}
