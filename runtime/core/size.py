"""torch.Size: the shape of a tensor, a tuple that prints as PyTorch prints it."""
from .printing import format_shape


class Size(tuple):
    """torch.Size: a tuple that prints as PyTorch prints it."""

    def __repr__(self):
        return f"torch.Size({format_shape(self)})"

    def __getitem__(self, index):
        """A slice of a Size is a Size (x.size()[2:] prints as torch.Size([...]))."""
        item = tuple.__getitem__(self, index)
        return Size(item) if isinstance(index, slice) else item

    def numel(self):
        n = 1
        for s in self:
            n *= s
        return n
