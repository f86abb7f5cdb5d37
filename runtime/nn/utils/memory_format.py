"""convert_conv2d_weight_memory_format / convert_conv3d_weight_memory_format: every 2-d (3-d)
convolution's weight in a module tree re-laid out in a memory format (channels_last(_3d)), values
and parameter identity kept."""
from ..modules.conv import Conv2d, Conv3d, ConvTranspose2d, ConvTranspose3d


def _convert(module, memory_format, kinds):
    if isinstance(module, kinds):
        relaid = module.weight.detach().clone(memory_format=memory_format)
        module.weight.data = relaid.resize_(relaid.size(), memory_format=memory_format)
    for child in module.children():
        _convert(child, memory_format, kinds)
    return module


def convert_conv2d_weight_memory_format(module, memory_format):
    """Conv2d / ConvTranspose2d weights (anywhere under module) in memory_format; returns module."""
    return _convert(module, memory_format, (Conv2d, ConvTranspose2d))


def convert_conv3d_weight_memory_format(module, memory_format):
    """Conv3d / ConvTranspose3d weights (anywhere under module) in memory_format; returns module."""
    return _convert(module, memory_format, (Conv3d, ConvTranspose3d))
