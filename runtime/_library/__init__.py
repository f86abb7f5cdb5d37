"""gradtable._library (torch._library): the registry of opaque object types."""
