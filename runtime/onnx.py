"""torch.onnx: importable so scripts that import it load; exporting is not supported."""


def export(model, args=(), f=None, *pos, **kwargs):
    """ONNX export needs PyTorch's graph capture; gradtable has none."""
    raise NotImplementedError("gradtable.onnx.export is not supported: gradtable runs ops eagerly in NumPy and "
                              "records no graph to export. Export the model from PyTorch (its state_dict loads "
                              "unchanged) instead.")


def is_in_onnx_export():
    return False
