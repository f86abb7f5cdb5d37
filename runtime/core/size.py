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

    # Joining or repeating a Size gives a Size, from either side (batch_shape + event_shape,
    # sample_shape + (n,), (1,) + shape): code that builds shapes relies on their repr and numel().
    def __add__(self, other):
        return Size(tuple.__add__(self, other)) if isinstance(other, tuple) else NotImplemented

    def __radd__(self, other):
        return Size(tuple.__add__(other, self)) if isinstance(other, tuple) else NotImplemented

    def __mul__(self, times):
        return Size(tuple.__mul__(self, times))

    __rmul__ = __mul__

    def numel(self):
        n = 1
        for s in self:
            n *= s
        return n
