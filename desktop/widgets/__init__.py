"""The desktop's widgets; all state comes from the controller and the engine."""
