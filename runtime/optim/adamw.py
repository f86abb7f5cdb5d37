"""AdamW: Adam whose weight decay shrinks the weights directly instead of entering the
gradient averages (Loshchilov & Hutter), as torch.optim.AdamW."""
from .adam import Adam


class AdamW(Adam):
    """Adam with decoupled weight decay, on by default (1e-2)."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False, foreach=None, capturable=False, differentiable=False, fused=None):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach, maximize=maximize,
                         capturable=capturable, differentiable=differentiable, fused=fused,
                         decoupled_weight_decay=True)

    def load_state_dict(self, state_dict):
        super().load_state_dict(state_dict)
        for group in self.param_groups:
            group["decoupled_weight_decay"] = True  # even when the state comes from a plain Adam
