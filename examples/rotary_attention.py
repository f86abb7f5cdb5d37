"""Rotary position embeddings (RoPE) as LLaMA applies them, with complex numbers, in a tiny attention model.

Each pair of query/key features is read as one complex number (view_as_complex) and turned by an angle
that grows with the token's position (a unit complex number from polar), then read back as pairs
(view_as_real). Attention scores then depend on how far apart two tokens are, not on where they are.
The model learns to continue a repeating sequence of tokens; the script prints the loss and the
gradient norms of every step.

Run it with `python examples/rotary_attention.py`; tests/project/test_examples.py also runs it with
`import torch` in place of gradtable and checks both print the same. The weights come from NumPy (the
two libraries' random streams differ), in float64.
"""
import math

import numpy as np

import gradtable as torch
import gradtable.nn as nn
from gradtable.nn import functional as F

torch.set_default_dtype(torch.float64)
rng = np.random.default_rng(0)

VOCAB, DIM, HEADS, LENGTH, STEPS = 7, 16, 2, 12, 8


def rotations(head_dim, length, theta=10000.0):
    """e^(i p w_k) for position p and the k-th feature pair, w_k = theta^(-2k / head_dim): (length, head_dim / 2)."""
    speeds = 1.0 / theta ** (torch.arange(0, head_dim, 2).double() / head_dim)
    angles = torch.outer(torch.arange(length).double(), speeds)
    return torch.polar(torch.ones_like(angles), angles)


def rotate(x, turns):
    """x (batch, length, heads, head_dim) with each feature pair turned by its position's angle."""
    pairs = torch.view_as_complex(x.reshape(*x.shape[:-1], -1, 2).contiguous())
    turned = pairs * turns.view(1, turns.shape[0], 1, turns.shape[1])
    return torch.view_as_real(turned).flatten(3).type_as(x)


class RotaryAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.qkv = nn.Linear(DIM, 3 * DIM, bias=False)
        self.out = nn.Linear(DIM, DIM, bias=False)
        self.head = nn.Linear(DIM, VOCAB)
        self.register_buffer("turns", rotations(DIM // HEADS, LENGTH))

    def forward(self, tokens):
        b, n = tokens.shape
        x = self.embed(tokens)
        q, k, v = self.qkv(x).split(DIM, dim=-1)
        q, k, v = (t.view(b, n, HEADS, DIM // HEADS) for t in (q, k, v))
        q, k = rotate(q, self.turns[:n]), rotate(k, self.turns[:n])
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-2, -1) / math.sqrt(DIM // HEADS)
        causal = torch.ones(n, n).triu(1).bool()
        weights = F.softmax(scores.masked_fill(causal, float("-inf")), dim=-1)
        mixed = (weights @ v).transpose(1, 2).reshape(b, n, DIM)
        return self.head(x + self.out(mixed))


def load(model):
    """Weights from NumPy, so that both libraries start from the same model."""
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(torch.tensor(rng.standard_normal(tuple(p.shape)) * 0.3))
    return model


model = load(RotaryAttention())
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
pattern = [0, 3, 1, 4, 1, 5, 2, 6]
sequences = torch.tensor([[pattern[(start + i) % len(pattern)] for i in range(LENGTH + 1)] for start in range(4)])
inputs, targets = sequences[:, :-1], sequences[:, 1:]

turned = rotate(torch.ones(1, 3, 1, 4), rotations(4, 3))
print("rotated ones, position 2:", [round(v, 6) for v in turned[0, 2, 0].tolist()])
for step in range(STEPS):
    optimizer.zero_grad()
    logits = model(inputs)
    loss = F.cross_entropy(logits.reshape(-1, VOCAB), targets.reshape(-1))
    loss.backward()
    norms = [p.grad.norm().item() for p in model.parameters()]
    print(f"step {step}: loss {loss.item():.6f}, gradient norms " + " ".join(f"{g:.6f}" for g in norms))
    optimizer.step()
accuracy = (model(inputs).argmax(-1) == targets).double().mean().item()
print(f"accuracy after {STEPS} steps: {accuracy:.3f}")
