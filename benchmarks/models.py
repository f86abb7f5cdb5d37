"""The real-model benchmarks' models, written once against the torch API and built twice: with
`lib=gradtable` and with `lib=torch`, so both libraries run the very same code. The weights are
copied from the gradtable model into the torch one, so the two compute the same numbers (checked
before timing).

- GPT: a decoder-only transformer as nanoGPT writes it (token + position embeddings, pre-norm blocks
  of causal self-attention and a GELU MLP, tied head), trained with AdamW and cross-entropy.
- CharLSTM: embedding, 2-layer LSTM, linear head; Adam with clip_grad_norm_.
- SmallCNN: two conv/ReLU/max-pool blocks and a linear head on 28x28 images; SGD with momentum.
"""
import math

import numpy as np


def gpt(lib, vocab, block, layers, heads, width, tanh_gelu):
    """nanoGPT's model on `lib` (gradtable or torch)."""
    nn, F = lib.nn, lib.nn.functional

    class CausalSelfAttention(nn.Module):
        def __init__(self):
            super().__init__()
            self.c_attn = nn.Linear(width, 3 * width)
            self.c_proj = nn.Linear(width, width)
            self.register_buffer("mask", lib.tril(lib.ones(block, block, dtype=lib.bool)))

        def forward(self, x):
            B, T, C = x.shape
            q, k, v = self.c_attn(x).split(width, dim=2)
            q, k, v = (t.view(B, T, heads, C // heads).transpose(1, 2) for t in (q, k, v))
            att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(C // heads))
            att = att.masked_fill(~self.mask[:T, :T], float("-inf")).softmax(dim=-1)
            return self.c_proj((att @ v).transpose(1, 2).reshape(B, T, C))

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln_1, self.ln_2 = nn.LayerNorm(width), nn.LayerNorm(width)
            self.attn = CausalSelfAttention()
            self.fc = nn.Linear(width, 4 * width)
            self.proj = nn.Linear(4 * width, width)

        def forward(self, x):
            x = x + self.attn(self.ln_1(x))
            h = F.gelu(self.fc(self.ln_2(x)), approximate="tanh" if tanh_gelu else "none")
            return x + self.proj(h)

    class GPT(nn.Module):
        def __init__(self):
            super().__init__()
            self.wte = nn.Embedding(vocab, width)
            self.wpe = nn.Embedding(block, width)
            self.blocks = nn.ModuleList([Block() for _ in range(layers)])
            self.ln_f = nn.LayerNorm(width)
            self.lm_head = nn.Linear(width, vocab, bias=False)
            self.lm_head.weight = self.wte.weight   # weight tying, as GPT-2
            for p in self.parameters():
                if p.dim() >= 2:
                    nn.init.normal_(p, 0.0, 0.02)   # GPT-2's initialisation (biases and norms keep theirs)

        def forward(self, idx, targets):
            T = idx.shape[1]
            x = self.wte(idx) + self.wpe(lib.arange(T))
            for b in self.blocks:
                x = b(x)
            logits = self.lm_head(self.ln_f(x))
            return F.cross_entropy(logits.view(-1, logits.shape[-1]), targets.view(-1))

    return GPT()


def char_lstm(lib, vocab, embed, hidden):
    nn = lib.nn

    class CharLSTM(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(vocab, embed)
            self.lstm = nn.LSTM(embed, hidden, num_layers=2, batch_first=True)
            self.head = nn.Linear(hidden, vocab)

        def forward(self, idx, targets):
            out, _ = self.lstm(self.embed(idx))
            logits = self.head(out)
            return nn.functional.cross_entropy(logits.reshape(-1, vocab), targets.reshape(-1))

    return CharLSTM()


def small_cnn(lib, classes):
    nn = lib.nn

    class SmallCNN(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
            self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
            self.fc = nn.Linear(32 * 7 * 7, classes)

        def forward(self, x, targets):
            F = nn.functional
            x = F.max_pool2d(F.relu(self.conv1(x)), 2)
            x = F.max_pool2d(F.relu(self.conv2(x)), 2)
            return F.cross_entropy(self.fc(x.flatten(1)), targets)

    return SmallCNN()


def copy_weights(source, target, torch):
    """Load the gradtable model's weights into the torch model (tied weights stay tied)."""
    state = {name: torch.from_numpy(np.array(t.detach().numpy())) for name, t in source.state_dict().items()}
    target.load_state_dict(state)
