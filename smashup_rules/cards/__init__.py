"""Card behaviour, one module per faction. The engine's registry discovers the
modules by walking this package; nothing imports a faction module by name."""
