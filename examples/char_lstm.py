"""A tiny character-level LSTM language model, written as ordinary PyTorch code: lines of different
lengths are padded, embedded, packed (pack_padded_sequence with unsorted lengths), run through a
two-layer LSTM, unpacked and scored with cross_entropy (padding ignored); Adam with clip_grad_norm_,
and ReduceLROnPlateau halving the learning rate when the loss stops improving. At the end the model
continues a prompt one character at a time, carrying the LSTM state (h, c).

    python examples/char_lstm.py

Swap the import for `import torch` and it runs under PyTorch and prints the same numbers: the weights
start from a fixed pattern, so no random numbers are involved, and it computes in float64.
"""
import gradtable as torch
from gradtable import nn
from gradtable.nn.utils import clip_grad_norm_
from gradtable.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

LINES = ["the cat sat on the mat.", "the dog sat on the log.", "a cat and a dog.", "the mat is flat.",
         "on the log sat a frog."]


class CharLSTM(nn.Module):
    def __init__(self, vocab, embed=16, hidden=48):
        super().__init__()
        self.embed = nn.Embedding(vocab, embed)
        self.lstm = nn.LSTM(embed, hidden, num_layers=2, batch_first=True)
        self.head = nn.Linear(hidden, vocab)
        with torch.no_grad():  # a fixed starting point instead of random init, so both libraries agree
            for i, p in enumerate(self.parameters()):
                p.copy_(torch.arange(p.numel(), dtype=torch.float64).mul(0.61 + 0.1 * i).sin().reshape(p.shape) * 0.2)

    def forward(self, tokens, lengths=None, state=None):
        x = self.embed(tokens)
        if lengths is not None:
            x = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
        out, state = self.lstm(x, state)
        if lengths is not None:
            out, _ = pad_packed_sequence(out, batch_first=True)
        return self.head(out), state


def main():
    torch.manual_seed(0)
    # float64: ReduceLROnPlateau's decisions turn on differences of a fraction of a percent between steps'
    # losses, and in float32 the two libraries' roundings (other BLAS and libm) grow that large over 100
    # Adam steps on some CPUs; in float64 they agree to every printed digit
    torch.set_default_dtype(torch.float64)
    chars = sorted(set("".join(LINES)))
    index = {c: i for i, c in enumerate(chars)}
    encoded = [torch.tensor([index[c] for c in line]) for line in LINES]
    inputs = pad_sequence([e[:-1] for e in encoded], batch_first=True)
    targets = pad_sequence([e[1:] for e in encoded], batch_first=True, padding_value=-100)
    lengths = torch.tensor([len(e) - 1 for e in encoded])
    print(f"{len(LINES)} lines, vocabulary {len(chars)}, padded batch {tuple(inputs.shape)}")

    model = CharLSTM(len(chars))
    print(model)
    optimizer = torch.optim.Adam(model.parameters(), lr=0.02)
    scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.5, patience=2, threshold=0.02)
    losses = []
    for step in range(1, 101):
        optimizer.zero_grad()
        logits, _ = model(inputs, lengths)
        loss = nn.functional.cross_entropy(logits.reshape(-1, len(chars)), targets.reshape(-1))
        loss.backward()
        clip_grad_norm_(model.parameters(), max_norm=1.0)
        optimizer.step()
        scheduler.step(loss.item())
        losses.append(loss.item())
        if step % 20 == 0:
            print(f"step {step:3d}  loss {loss.item():.3f}  lr {optimizer.param_groups[0]['lr']:g}")
    print(f"loss went down: {losses[-1] < losses[0] / 4}")

    model.eval()
    text, state = "the ", None
    with torch.no_grad():
        logits, state = model(torch.tensor([[index[c] for c in text]]))
        for _ in range(20):
            nxt = chars[int(logits[0, -1].argmax())]
            text += nxt
            logits, state = model(torch.tensor([[index[nxt]]]), state=state)
    print(f"state shapes: h {tuple(state[0].shape)}, c {tuple(state[1].shape)}")
    print(f"generated: {text!r}")


if __name__ == "__main__":
    main()
