"""A short tour of gradtable: autograd in five steps.

Run it with `make demo` (or `python examples/tour.py`).

gradtable follows PyTorch's names, so we import it under the name `torch`:
the code below reads like a PyTorch tutorial, but everything runs on NumPy.
"""
import numpy as np

import gradtable as torch


def heading(title):
    print()
    print(title)
    print("-" * len(title))


def print_graph(node, indent=0):
    """Walk the backward graph from `node` through next_functions and print it as a tree."""
    pad = "    " * indent
    if node is None:
        # An input that needs no gradient (e.g. a constant) has no node.
        print(pad + "None")
        return
    if node.name() == "torch::autograd::AccumulateGrad":
        # A leaf: its gradient is accumulated into `variable.grad`.
        print(f"{pad}AccumulateGrad  (variable = {node.variable!r})")
        return
    print(pad + node.name())
    for next_node, _output_nr in node.next_functions:
        print_graph(next_node, indent + 1)


# ---------------------------------------------------------------------------
heading("1. Build a small graph")

# Leaves: tensors we create ourselves and ask gradients for.
a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(3.0, requires_grad=True)

# Every op on them records a node of the backward graph (the tensor's grad_fn).
c = a * b + a.exp()

print("a =", a)
print("b =", b)
print("c = a * b + a.exp() =", c)
print("a.is_leaf:", a.is_leaf, "  c.is_leaf:", c.is_leaf)
print("c.grad_fn:", c.grad_fn.name())

print()
print("The backward graph of c, walked through grad_fn.next_functions:")
print_graph(c.grad_fn)

# Nodes keep the values their backward formula needs.
mul_node = c.grad_fn.next_functions[0][0]   # MulBackward0, for a * b
exp_node = c.grad_fn.next_functions[1][0]   # ExpBackward0, for a.exp()
print()
print("Saved values (what backward will need):")
print(f"  {mul_node.name()}._saved_self  = {mul_node._saved_self!r}   (is a: {mul_node._saved_self is a})")
print(f"  {mul_node.name()}._saved_other = {mul_node._saved_other!r}   (is b: {mul_node._saved_other is b})")
print(f"  {exp_node.name()}._saved_result = {exp_node._saved_result!r}   (exp(a) itself)")

# ---------------------------------------------------------------------------
heading("2. Backward: gradients of c")

c.backward()

# By hand: c = a*b + exp(a), so dc/da = b + exp(a) and dc/db = a.
by_hand_a = 3.0 + np.exp(2.0)
by_hand_b = 2.0
print(f"a.grad = {a.grad!r}   by hand: b + exp(a) = {by_hand_a:.4f}")
print(f"b.grad = {b.grad!r}   by hand: a          = {by_hand_b:.4f}")
print("match:", np.isclose(a.grad.item(), by_hand_a) and np.isclose(b.grad.item(), by_hand_b))

# ---------------------------------------------------------------------------
heading("3. Higher-order gradients with autograd.grad(create_graph=True)")

x = torch.tensor(2.0, requires_grad=True)
y = x ** 3

# create_graph=True records the backward pass itself, so dy/dx can be differentiated again.
(dy_dx,) = torch.autograd.grad(y, x, create_graph=True)
(d2y_dx2,) = torch.autograd.grad(dy_dx, x)

print("y = x**3 at x = 2")
print("dy/dx   =", dy_dx, "  (3 * x**2 = 12)")
print("d2y/dx2 =", d2y_dx2, "  (6 * x = 12)")

# ---------------------------------------------------------------------------
heading("4. Hooks: watch the gradient flowing through a tensor")

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
h = x * 2                       # an intermediate tensor
loss = (h ** 2).sum()           # d(loss)/dh = 2 * h


def show_grad(grad):
    print("  hook on h sees d(loss)/dh =", grad)
    # Returning None keeps the gradient as it is (returning a tensor would replace it).


handle = h.register_hook(show_grad)
loss.backward()
handle.remove()                 # hooks can be removed when no longer needed
print("x.grad =", x.grad, "  (d(loss)/dx = 2 * d(loss)/dh = 8 * x)")

# ---------------------------------------------------------------------------
heading("5. Train a tiny model: a 2-layer MLP, written with plain tensors")

# Synthetic 2-class data: points inside a circle (class 0) and on a ring around it (class 1).
# A straight line cannot separate them, so the hidden layer has something to do.
torch.manual_seed(0)                  # seeds torch.randn (the initial weights)
rng = np.random.default_rng(0)        # seeds the data
n = 200
radius = np.concatenate([rng.uniform(0.0, 1.0, n // 2), rng.uniform(1.5, 2.5, n // 2)])
angle = rng.uniform(0.0, 2 * np.pi, n)
points = np.stack([radius * np.cos(angle), radius * np.sin(angle)], axis=1)
labels = np.concatenate([np.zeros(n // 2), np.ones(n // 2)])

X = torch.tensor(points.astype(np.float32))                  # shape (200, 2)
Y = torch.tensor(labels.astype(np.float32)).reshape(n, 1)    # shape (200, 1)

# Parameters: leaves with requires_grad=True.
hidden = 16
W1 = (torch.randn(2, hidden) * 0.5).requires_grad_()
b1 = torch.zeros(hidden, requires_grad=True)
W2 = (torch.randn(hidden, 1) * 0.5).requires_grad_()
b2 = torch.zeros(1, requires_grad=True)
params = [W1, b1, W2, b2]


def model(inputs):
    hidden_layer = torch.tanh(inputs @ W1 + b1)
    return hidden_layer @ W2 + b2              # logits: one number per point


lr = 0.5
for epoch in range(301):
    logits = model(X)
    loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, Y)
    loss.backward()

    # Gradient descent step. no_grad: the update itself must not be recorded in the graph.
    with torch.no_grad():
        for p in params:
            p -= lr * p.grad
            p.grad = None                      # gradients accumulate, so clear them

    if epoch % 50 == 0:
        print(f"epoch {epoch:3d}   loss {loss.item():.4f}")

with torch.no_grad():
    predictions = (model(X) > 0).float()       # logit > 0  <=>  probability > 0.5
    accuracy = (predictions == Y).float().mean().item()
print(f"final accuracy: {accuracy:.3f}")

print()
print("Done. See derivatives.yaml for the formula behind every backward node above.")
