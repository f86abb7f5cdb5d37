"""ASGD: SGD with a decaying step (eta) that also keeps a running average of the iterates
('ax', averaging from step t0 on: Polyak & Juditsky), as torch.optim.ASGD."""
from .optimizer import (
    Optimizer,
    check_capturable,
    check_lr,
    count_step,
    grad_array,
    new_step,
    scalar,
    scalar_state,
    values,
    write_,
    zeros_state,
)


class ASGD(Optimizer):
    """State per parameter: 'step', 'eta' (the current step size), 'mu' (the averaging
    weight), both 0-d tensors of the default float dtype as in PyTorch, and 'ax'."""

    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False, differentiable=False, capturable=False):
        check_lr(lr)
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = {"lr": lr, "lambd": lambd, "alpha": alpha, "t0": t0, "weight_decay": weight_decay,
                    "foreach": foreach, "maximize": maximize, "differentiable": differentiable,
                    "capturable": capturable}
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        check_capturable(group, "params, mus, etas, and state_steps")
        lr, lambd, alpha, t0 = scalar(group["lr"]), group["lambd"], group["alpha"], group["t0"]
        weight_decay = group["weight_decay"]
        for p in params:
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["eta"] = scalar_state(lr)
                state["mu"] = scalar_state(1.0)
                state["ax"] = zeros_state(p)
            g = grad_array(p, group["maximize"])
            step = count_step(state["step"])
            if weight_decay != 0:
                g = g + weight_decay * values(p)
            eta = state["eta"]._data.item()
            write_(p, values(p) * (1 - lambd * eta))
            write_(p, values(p) - eta * g)
            ax, mu = state["ax"], state["mu"]._data
            if mu.item() != 1:
                write_(ax, values(ax) + (values(p) - values(ax)) * mu)
            else:
                write_(ax, values(p))
            write_(state["eta"], lr / ((1 + lambd * lr * step) ** alpha))
            write_(state["mu"], 1 / max(1, step - t0))
