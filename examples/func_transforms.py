"""torch.func on gradtable: the patterns of PyTorch's torch.func tutorials.

1. per-sample gradients of a small CNN: vmap(grad(loss), in_dims=(None, 0, 0)) with functional_call;
2. model ensembling: stack_module_state, then vmap over the stacked parameters;
3. Jacobians and Hessians of a small MLP: jacrev, jacfwd, hessian, jacfwd(jacrev(f)), vjp and jvp;
4. the empirical neural tangent kernel: jacrev of the network, vmap over both inputs;
5. forward-mode jvp of a model.

Run it with `python examples/func_transforms.py`; tests/func/test_func_examples.py also runs it with
`import torch` in place of gradtable and checks both print the same. The data and weights come from
NumPy (the two libraries' random streams differ), in float64.
"""
import numpy as np

import gradtable as torch
import gradtable.nn as nn
import gradtable.nn.functional as F
from gradtable.func import functional_call, grad, hessian, jacfwd, jacrev, jvp, stack_module_state, vjp, vmap

torch.set_default_dtype(torch.float64)
rng = np.random.default_rng(0)


def randn(*shape):
    return torch.tensor(rng.standard_normal(shape))


def load(model):
    """Weights from NumPy, so that both libraries start from the same model."""
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(randn(*p.shape) * 0.3)
    return model


def show(name, t):
    total = round(t.sum().item(), 6) + 0.0  # (a sum that cancels to about 0 prints without a sign)
    print(f"{name}: shape {tuple(t.shape)}, sum {total:.6f}, abs sum {t.abs().sum().item():.6f}")


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3)
        self.conv2 = nn.Conv2d(4, 6, 3)
        self.fc = nn.Linear(6 * 2 * 2, 5)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.relu(self.conv2(x))
        return self.fc(x.flatten(1))


def mlp():
    return load(nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 2)))


print("1. Per-sample gradients of a CNN")
cnn = load(CNN())
params = {k: v.detach() for k, v in cnn.named_parameters()}
images, labels = randn(6, 1, 10, 10), torch.tensor(rng.integers(0, 5, 6))


def loss_of(params, image, label):
    logits = functional_call(cnn, params, (image.unsqueeze(0),))
    return F.cross_entropy(logits, label.unsqueeze(0))


per_sample = vmap(grad(loss_of), in_dims=(None, 0, 0))(params, images, labels)
for name, g in per_sample.items():
    show(f"  {name}", g)
one_at_a_time = grad(loss_of)(params, images[3], labels[3])
print("  sample 3 alone gives the same:",
      all(torch.allclose(per_sample[k][3], one_at_a_time[k]) for k in params))

print("2. Model ensembling")
models = [mlp() for _ in range(4)]
stacked, buffers = stack_module_state(models)
x = randn(5, 3)


def run(p, b, x):
    return functional_call(models[0], (p, b), (x,))


ensemble = vmap(run, in_dims=(0, 0, None))(stacked, buffers, x)
show("  ensemble outputs", ensemble)
print("  model 2 alone gives the same:", torch.allclose(ensemble[2], models[2](x)))

print("3. Jacobians and Hessians of an MLP")
net = mlp()
x0 = randn(3)
show("  jacrev", jacrev(net)(x0))
show("  jacfwd", jacfwd(net)(x0))
show("  hessian of the output's sum", hessian(lambda x: net(x).sum())(x0))
show("  jacfwd(jacrev(f))", jacfwd(jacrev(net))(x0))
show("  batched jacobians, vmap(jacrev)", vmap(jacrev(net))(randn(4, 3)))
out, vjp_fn = vjp(net, x0)
show("  vjp", vjp_fn(torch.ones(2))[0])

print("4. Empirical neural tangent kernel")
ntk_net = mlp()
ntk_params = {k: v.detach() for k, v in ntk_net.named_parameters()}


def single(params, x):
    return functional_call(ntk_net, params, (x.unsqueeze(0),)).squeeze(0)


def empirical_ntk(params, x1, x2):
    jac1 = [j.flatten(2) for j in vmap(jacrev(single), (None, 0))(params, x1).values()]
    jac2 = [j.flatten(2) for j in vmap(jacrev(single), (None, 0))(params, x2).values()]
    return torch.stack([torch.einsum("Naf,Mbf->NMab", a, b) for a, b in zip(jac1, jac2)]).sum(0)


show("  ntk", empirical_ntk(ntk_params, randn(3, 3), randn(2, 3)))

print("5. Forward-mode jvp of a model")
primal_out, tangent_out = jvp(cnn, (images[:2],), (torch.ones_like(images[:2]),))
show("  outputs", primal_out)
show("  directional derivatives", tangent_out)
