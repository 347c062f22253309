"""Card faces (SVG) and icons, loaded with importlib.resources."""
