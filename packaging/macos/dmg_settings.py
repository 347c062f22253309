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

# dmgbuild's built-in background: 640 x 240 points (with a 1280 x 480 copy for Retina
# screens), white, with one arrow spanning x 267-392 and y 82-152 (its centre at y 117),
# as measured in dmgbuild 1.6.7's resources/builtin-arrow.tiff.
background = "builtin-arrow"
BACKGROUND_SIZE = (640, 240)
ARROW = ((267, 82), (392, 152))
# The window: the background's width, and its height plus Finder's title bar (the frame's
# size; with the toolbar, side bar and status bar hidden the rest is the background).
window_rect = ((200, 120), (640, 280))
default_view = "icon-view"
show_status_bar = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
icon_size = 128
text_size = 13
# Icon centres on the arrow's line, one either side of it: drag the app along the arrow.
icon_locations = {appname: (160, 120), "Applications": (480, 120)}
