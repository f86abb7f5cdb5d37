"""SGD: stochastic gradient descent, optionally with (Nesterov) momentum, as torch.optim.SGD."""
from .optimizer import Optimizer, check_lr, grad_array, scalar, values, write_, zeros_state


class SGD(Optimizer):
    """p -= lr * g, where g is the gradient (plus weight decay), or a momentum buffer of it."""

    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
                 maximize=False, foreach=None, differentiable=False, fused=None):
        check_lr(lr)
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = {"lr": lr, "momentum": momentum, "dampening": dampening, "weight_decay": weight_decay,
                    "nesterov": nesterov, "maximize": maximize, "foreach": foreach,
                    "differentiable": differentiable, "fused": fused}
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        lr, momentum, dampening = scalar(group["lr"]), group["momentum"], group["dampening"]
        weight_decay = group["weight_decay"]
        for p in params:
            g = grad_array(p, group["maximize"])
            if weight_decay != 0:
                g = g + weight_decay * values(p)
            if momentum != 0:
                state = self.state[p]
                buf = state.get("momentum_buffer")
                if buf is None:
                    # The first step starts the buffer at the gradient itself (no dampening).
                    buf = state["momentum_buffer"] = zeros_state(p)
                    write_(buf, g)
                else:
                    write_(buf, values(buf) * momentum + (1 - dampening) * g)
                g = g + momentum * values(buf) if group["nesterov"] else values(buf)
            write_(p, values(p) - lr * g)
