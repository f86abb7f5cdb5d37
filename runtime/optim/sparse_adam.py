"""SparseAdam: Adam for sparse gradients (embeddings with sparse=True). gradtable has no
sparse tensors, so no gradient it computes could ever be sparse: the class exists so code
naming it fails with a clear message at construction instead of an AttributeError."""


class SparseAdam:
    """Refused: use Adam (gradtable's gradients are always dense)."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, maximize=False):
        raise NotImplementedError("SparseAdam needs sparse gradients, which gradtable does not have (every gradient "
                                  "is dense): use torch.optim.Adam instead")
