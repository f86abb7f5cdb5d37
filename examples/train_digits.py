"""Train a small CNN on scikit-learn's 8x8 handwritten digits with gradtable, written as a
PyTorch user would write it, then draw its training curves and the backward graph of one step.

    make demo              (or: python examples/train_digits.py [--epochs N] [--out DIR])

Pictures in DIR (demo_output/): training_curves.png (loss and accuracy per epoch, with matplotlib,
which make demo installs) and train_step_graph.svg (with Graphviz when installed, else gradtable's
own layout; also .png when Pillow is there), beside its DOT text.

The data (1797 images of the digits 0-9, shipped inside scikit-learn) is split 80/20 into a
training and a test set. The model is Conv-ReLU-Pool twice, then two Linear layers; Adam with
a cosine learning-rate schedule. It reaches about 97-98% test accuracy in well under a minute.
"""
import argparse
import sys
import time
from pathlib import Path

import numpy as np

import gradtable as torch
import gradtable.nn.functional as F
from gradtable import nn


class DigitsCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, kernel_size=3, padding=1)   # 16 x 8 x 8
        self.conv2 = nn.Conv2d(16, 32, kernel_size=3, padding=1)  # 32 x 4 x 4
        self.pool = nn.MaxPool2d(2)
        self.fc1 = nn.Linear(32 * 2 * 2, 64)
        self.fc2 = nn.Linear(64, 10)
        self.dropout = nn.Dropout(0.2)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = self.dropout(F.relu(self.fc1(x)))
        return self.fc2(x)


def load_digits(seed):
    try:
        from sklearn.datasets import load_digits as sklearn_digits
    except ImportError:
        sys.exit("this demo needs scikit-learn for its data set: pip install scikit-learn (make demo installs it)")
    digits = sklearn_digits()
    images = (digits.images / 16.0).astype(np.float32)[:, None]    # N x 1 x 8 x 8, in [0, 1]
    images = (images - images.mean()) / images.std()
    order = np.random.default_rng(seed).permutation(len(images))
    split = int(0.8 * len(images))
    train, test = order[:split], order[split:]
    return (torch.tensor(images[train]), torch.tensor(digits.target[train]),
            torch.tensor(images[test]), torch.tensor(digits.target[test]))


def accuracy(model, x, y):
    model.eval()
    with torch.no_grad():
        correct = (model(x).argmax(1) == y).sum().item()
    model.train()
    return correct / len(y)


def progress(done, total, width=24):
    filled = int(width * done / total)
    return "[" + "#" * filled + "." * (width - filled) + "]"


def plot_curves(history, path):
    """Loss and accuracies per epoch, side by side, as a PNG (matplotlib, if installed)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "not drawn (pip install matplotlib; make demo installs it)"
    epochs, losses, train_acc, test_acc = zip(*history)
    figure, (left, right) = plt.subplots(1, 2, figsize=(9, 3.6), layout="constrained")
    left.plot(epochs, losses, marker="o", color="tab:red")
    left.set(title="training loss (cross-entropy)", xlabel="epoch", ylabel="loss")
    right.plot(epochs, [100 * a for a in train_acc], marker="o", label="train")
    right.plot(epochs, [100 * a for a in test_acc], marker="s", label="test")
    right.set(title="accuracy", xlabel="epoch", ylabel="%")
    right.legend(loc="lower right")
    for axes in (left, right):
        axes.grid(alpha=0.3)
        axes.set_xticks(epochs if len(epochs) <= 15 else epochs[::2])
    figure.suptitle("gradtable: a CNN on scikit-learn's digits")
    figure.savefig(path, dpi=120)
    plt.close(figure)
    return str(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=15)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="demo_output", help="where the pictures go")
    args = parser.parse_args()

    torch.manual_seed(args.seed)
    x_train, y_train, x_test, y_test = load_digits(args.seed)
    model = DigitsCNN()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"scikit-learn digits: {len(y_train)} training and {len(y_test)} test images of 8x8 pixels")
    print(model)
    print(f"{n_params} parameters; Adam lr 3e-3 with cosine decay, batch {args.batch_size}, "
          f"{args.epochs} epochs\n")

    start = time.perf_counter()
    history = []   # (epoch, mean training loss, train accuracy, test accuracy)
    batches = (len(y_train) + args.batch_size - 1) // args.batch_size
    for epoch in range(1, args.epochs + 1):
        order = torch.randperm(len(y_train))
        total_loss = 0.0
        for b in range(batches):
            idx = order[b * args.batch_size:(b + 1) * args.batch_size]
            loss = F.cross_entropy(model(x_train[idx]), y_train[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total_loss += loss.item() * len(idx)
            if sys.stdout.isatty():
                print(f"\repoch {epoch:2d}/{args.epochs} {progress(b + 1, batches)} loss {loss.item():.3f}",
                      end="", flush=True)
        scheduler.step()
        train_acc, test_acc = accuracy(model, x_train, y_train), accuracy(model, x_test, y_test)
        history.append((epoch, total_loss / len(y_train), train_acc, test_acc))
        print(f"\repoch {epoch:2d}/{args.epochs} {progress(batches, batches)} loss {total_loss / len(y_train):.4f}  "
              f"train acc {train_acc:6.2%}  test acc {test_acc:6.2%}  {time.perf_counter() - start:5.1f}s")

    test_acc = accuracy(model, x_test, y_test)
    print(f"\nfinal test accuracy {test_acc:.2%} ({round(test_acc * len(y_test))}/{len(y_test)}) "
          f"in {time.perf_counter() - start:.1f}s")

    out = Path(args.out)
    out.mkdir(exist_ok=True)
    print(f"training curves: {plot_curves(history, out / 'training_curves.png')}")

    # The graph of one training step: what loss.backward() walks.
    loss = F.cross_entropy(model(x_train[:4]), y_train[:4])
    graph = torch.viz.make_dot(loss, params=dict(model.named_parameters()), show_saved=True)
    picture = graph.render(outfile=out / "train_step_graph.svg")
    try:
        picture += ", " + graph.render(outfile=out / "train_step_graph.png")
    except RuntimeError:   # no Pillow (and no Graphviz) for a PNG: the SVG is the picture
        pass
    print(f"backward graph of one step: {picture} (DOT text: {out / 'train_step_graph.gv'})")
    return test_acc


if __name__ == "__main__":
    main()
