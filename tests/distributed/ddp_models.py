"""The model, data and training loop of the DDP tests, shared by the rank program (ddp_program.py) and
the test, which runs the same loop in one process on the concatenated batch as the reference."""
import gradtable as torch
import gradtable.nn as nn

BATCH = 4          # per process and micro-batch
STEPS = 3


class Net(nn.Module):
    def __init__(self, unused_branch=False):
        super().__init__()
        self.first = nn.Linear(3, 8)
        self.second = nn.Linear(8, 2)
        self.register_buffer("scale", torch.ones(2, dtype=torch.float64))
        if unused_branch:
            self.spare = nn.Linear(3, 3)

    def forward(self, x):
        return self.second(torch.tanh(self.first(x))) * self.scale


def make_model(seed, **kwargs):
    torch.manual_seed(seed)
    return Net(**kwargs).double()


def data(step, micro, rows):
    """The batch of `rows` samples for (step, micro-batch): every process's batches, concatenated."""
    g = torch.Generator().manual_seed(100 * step + micro)
    x = torch.randn(rows, 3, generator=g, dtype=torch.float64)
    y = torch.randn(rows, 2, generator=g, dtype=torch.float64)
    return x, y


def train(model, step_batches, lr=0.1):
    """SGD on a mean squared error: step_batches(step) gives the (x, y) micro-batches of a step and a
    context for each (no_sync or nothing). The parameters after each step."""
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    history = []
    for step in range(STEPS):
        micro = step_batches(step)
        for x, y, context in micro:
            with context:
                loss = ((model(x) - y) ** 2).mean() / len(micro)
                loss.backward()
        opt.step()
        opt.zero_grad()
        history.append([p.detach().numpy().copy() for p in model.parameters()])
    return history
