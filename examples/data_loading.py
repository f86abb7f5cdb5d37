"""Fit a linear model with the data utilities, written as ordinary PyTorch code:
a TensorDataset split 80/20 by random_split, batched and shuffled by DataLoader (the validation
loader uses two worker processes), trained with SGD.

    python examples/data_loading.py

Swap the import for `import torch` and it runs under PyTorch, printing the same lines except the
loss values (gradtable's random numbers come from NumPy, so the data and the shuffles differ).
"""
import gradtable as torch
from gradtable import nn
from gradtable.utils.data import DataLoader, TensorDataset, random_split


def make_data(n=200):
    torch.manual_seed(0)
    features = torch.randn(n, 3)
    true_weight = torch.tensor([[2.0, -1.0, 0.5]])
    targets = features @ true_weight.T + 0.3 + 0.05 * torch.randn(n, 1)
    return TensorDataset(features, targets), true_weight


def evaluate(model, loader, loss_fn):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in loader:
            total += loss_fn(model(x), y).item() * len(x)
            count += len(x)
    return total / count


def main():
    dataset, true_weight = make_data()
    train_set, val_set = random_split(dataset, [0.8, 0.2])
    print(f"dataset: {len(dataset)} samples -> train {len(train_set)}, validation {len(val_set)}")

    train_loader = DataLoader(train_set, batch_size=16, shuffle=True)
    val_loader = DataLoader(val_set, batch_size=64, num_workers=2)
    print(f"batches per epoch: train {len(train_loader)}, validation {len(val_loader)}")
    x, y = next(iter(train_loader))
    print(f"one batch: x {tuple(x.shape)} {x.dtype}, y {tuple(y.shape)} {y.dtype}")

    model = nn.Linear(3, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    loss_fn = nn.MSELoss()
    first = evaluate(model, val_loader, loss_fn)
    for epoch in range(1, 6):
        model.train()
        for x, y in train_loader:
            optimizer.zero_grad()
            loss = loss_fn(model(x), y)
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}  validation loss {evaluate(model, val_loader, loss_fn):.4f}")

    last = evaluate(model, val_loader, loss_fn)
    print(f"validation loss went down: {last < first}")
    print(f"weight close to the truth: {torch.allclose(model.weight, true_weight, atol=0.05)}")
    print(f"bias close to 0.3: {abs(model.bias.item() - 0.3) < 0.05}")


if __name__ == "__main__":
    main()
