"""RMSprop: steps divided by a running root-mean-square of the gradient, as torch.optim.RMSprop."""
import numpy as np

from .optimizer import Optimizer, check_lr, count_step, grad_array, lerp, new_step, scalar, values, write_, zeros_state


class RMSprop(Optimizer):
    """State per parameter: 'step', 'square_avg' (plus 'momentum_buffer' with momentum and
    'grad_avg' when centered, which subtracts the squared mean gradient: a variance estimate)."""

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        check_lr(lr)
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= momentum:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= alpha:
            raise ValueError(f"Invalid alpha value: {alpha}")
        defaults = {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps, "centered": centered,
                    "weight_decay": weight_decay, "capturable": capturable, "foreach": foreach,
                    "maximize": maximize, "differentiable": differentiable}
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        lr, alpha, eps = scalar(group["lr"]), group["alpha"], group["eps"]
        weight_decay, momentum = group["weight_decay"], group["momentum"]
        for p in params:
            g = grad_array(p, group["maximize"])
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["square_avg"] = zeros_state(p)
                if momentum > 0:
                    state["momentum_buffer"] = zeros_state(p)
                if group["centered"]:
                    state["grad_avg"] = zeros_state(p)
            count_step(state["step"])

            if weight_decay != 0:
                g = g + weight_decay * values(p)
            square_avg = state["square_avg"]
            write_(square_avg, values(square_avg) * alpha + (1 - alpha) * g * g)
            if group["centered"]:
                grad_avg = state["grad_avg"]
                write_(grad_avg, lerp(values(grad_avg), g, 1 - alpha))
                avg = np.sqrt(values(square_avg) - values(grad_avg) * values(grad_avg))
            else:
                avg = np.sqrt(values(square_avg))
            avg = avg + eps

            if momentum > 0:
                buf = state["momentum_buffer"]
                write_(buf, values(buf) * momentum + g / avg)
                write_(p, values(p) - lr * values(buf))
            else:
                write_(p, values(p) + -lr * g / avg)
