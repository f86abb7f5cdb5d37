"""NAdam: Adam with Nesterov momentum, the momentum coefficient warmed up over the first
steps by momentum_decay (Dozat), as torch.optim.NAdam."""
import numpy as np

from .optimizer import (
    Optimizer,
    check_betas_eps_wd,
    check_capturable,
    check_lr,
    count_step,
    grad_array,
    lerp,
    new_step,
    scalar,
    scalar_state,
    values,
    write_,
    zeros_state,
)


class NAdam(Optimizer):
    """State per parameter: 'step', 'mu_product' (the product of the momentum coefficients so
    far, kept in the default float dtype as PyTorch keeps it), 'exp_avg', 'exp_avg_sq'."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        check_lr(lr)
        check_betas_eps_wd(betas, eps, weight_decay)
        if not 0.0 <= momentum_decay:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}")
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                    "momentum_decay": momentum_decay, "decoupled_weight_decay": decoupled_weight_decay,
                    "maximize": maximize, "foreach": foreach, "capturable": capturable,
                    "differentiable": differentiable}
        super().__init__(params, defaults)

    def _update_group(self, group, params):
        check_capturable(group, "params, mu_products and state_steps")
        lr, eps, weight_decay = scalar(group["lr"]), group["eps"], group["weight_decay"]
        beta1, beta2 = group["betas"]
        momentum_decay = group["momentum_decay"]
        for p in params:
            state = self.state[p]
            if len(state) == 0:
                state["step"] = new_step()
                state["mu_product"] = scalar_state(1.0)
                state["exp_avg"] = zeros_state(p)
                state["exp_avg_sq"] = zeros_state(p)
            g = grad_array(p, group["maximize"])
            step = count_step(state["step"])
            bias_correction2 = 1 - beta2 ** step
            if weight_decay != 0:
                if group["decoupled_weight_decay"]:
                    write_(p, values(p) * (1 - lr * weight_decay))
                else:
                    g = g + weight_decay * values(p)
            mu = beta1 * (1.0 - 0.5 * (0.96 ** (step * momentum_decay)))
            mu_next = beta1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * momentum_decay)))
            mu_product = state["mu_product"]
            write_(mu_product, mu_product._data * mu_product._data.dtype.type(mu))
            mu_product = mu_product._data.item()
            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            write_(exp_avg, lerp(values(exp_avg), g, 1 - beta1))
            write_(exp_avg_sq, values(exp_avg_sq) * beta2 + (1 - beta2) * g * g)
            denom = np.sqrt(values(exp_avg_sq) / bias_correction2) + eps
            new = values(p) + (-lr * (1.0 - mu) / (1.0 - mu_product)) * g / denom
            write_(p, new + (-lr * mu_next / (1.0 - mu_product * mu_next)) * values(exp_avg) / denom)
