"""Small programs of the kind people train with a NumPy autograd, for the (e) rows of `make bench`:
each written once against the torch API and built with `lib=gradtable` and with `lib=torch`, like
models.py. They are written in the style of well-known small programs (the code is ours):

- char_mlp: a makemore-style character MLP language model: raw parameter tensors, an embedding
  table indexed by `C[X]`, `view`, `@`, tanh, `F.cross_entropy`, and the update written out as
  `p.data += -lr * p.grad`.
- min_gpt: a minGPT-style transformer: a hand-written tanh GELU (`0.5 * x * (1 + tanh(...))`),
  dropout modules (p = 0, so both libraries draw nothing), a causal mask buffer compared with 0,
  `F.softmax`, an untied head, cross-entropy with `ignore_index=-1`, AdamW over two parameter
  groups (decay for matrices only) and gradient clipping.
- gru_seq2seq: a seq2seq translator in the style of the PyTorch tutorial: a GRU encoder and a GRU
  decoder run one token at a time with teacher forcing, ReLU on the decoder's embeddings,
  log_softmax and NLLLoss.
"""
import math


def char_mlp(lib, vocab, context, embed, hidden):
    """makemore's MLP: parameters are plain tensors kept in a Module only so that the weights can
    be copied between the libraries with state_dict."""
    nn, F = lib.nn, lib.nn.functional

    class CharMLP(nn.Module):
        def __init__(self):
            super().__init__()
            self.C = nn.Parameter(lib.randn((vocab, embed)))
            self.W1 = nn.Parameter(lib.randn((context * embed, hidden)) * (5 / 3) / (context * embed) ** 0.5)
            self.b1 = nn.Parameter(lib.randn(hidden) * 0.01)
            self.W2 = nn.Parameter(lib.randn((hidden, vocab)) * 0.01)
            self.b2 = nn.Parameter(lib.randn(vocab) * 0)

        def forward(self, X, Y):
            emb = self.C[X]                                      # (batch, context, embed)
            h = lib.tanh(emb.view(-1, context * embed) @ self.W1 + self.b1)
            logits = h @ self.W2 + self.b2
            return F.cross_entropy(logits, Y)

    return CharMLP()


class ManualSGD:
    """makemore's update loop, shaped as an optimizer: grads set to None, then p.data += -lr * p.grad."""

    def __init__(self, params, lr):
        self.params, self.lr = list(params), lr

    def zero_grad(self, set_to_none=True):
        for p in self.params:
            p.grad = None

    def step(self):
        for p in self.params:
            p.data += -self.lr * p.grad


def min_gpt(lib, vocab, block, layers, heads, width):
    """minGPT's model on `lib`; dropout modules at p = 0 (random masks would differ between the
    libraries, and PyTorch's dropout at p = 0 returns its input)."""
    nn, F = lib.nn, lib.nn.functional

    class NewGELU(nn.Module):
        def forward(self, x):
            return 0.5 * x * (1.0 + lib.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * lib.pow(x, 3.0))))

    class CausalSelfAttention(nn.Module):
        def __init__(self):
            super().__init__()
            self.c_attn = nn.Linear(width, 3 * width)
            self.c_proj = nn.Linear(width, width)
            self.attn_dropout = nn.Dropout(0.0)
            self.resid_dropout = nn.Dropout(0.0)
            self.register_buffer("bias", lib.tril(lib.ones(block, block)).view(1, 1, block, block))

        def forward(self, x):
            B, T, C = x.size()
            q, k, v = self.c_attn(x).split(width, dim=2)
            k = k.view(B, T, heads, C // heads).transpose(1, 2)
            q = q.view(B, T, heads, C // heads).transpose(1, 2)
            v = v.view(B, T, heads, C // heads).transpose(1, 2)
            att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
            att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
            att = self.attn_dropout(F.softmax(att, dim=-1))
            y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
            return self.resid_dropout(self.c_proj(y))

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln_1 = nn.LayerNorm(width)
            self.attn = CausalSelfAttention()
            self.ln_2 = nn.LayerNorm(width)
            self.mlp = nn.ModuleDict(dict(c_fc=nn.Linear(width, 4 * width), c_proj=nn.Linear(4 * width, width),
                                          act=NewGELU(), dropout=nn.Dropout(0.0)))

        def forward(self, x):
            m = self.mlp
            x = x + self.attn(self.ln_1(x))
            return x + m.dropout(m.c_proj(m.act(m.c_fc(self.ln_2(x)))))

    class GPT(nn.Module):
        def __init__(self):
            super().__init__()
            self.transformer = nn.ModuleDict(dict(
                wte=nn.Embedding(vocab, width), wpe=nn.Embedding(block, width), drop=nn.Dropout(0.0),
                h=nn.ModuleList([Block() for _ in range(layers)]), ln_f=nn.LayerNorm(width)))
            self.lm_head = nn.Linear(width, vocab, bias=False)
            for name, p in self.named_parameters():
                if name.endswith("c_proj.weight"):   # minGPT's scaled init of the residual projections
                    nn.init.normal_(p, mean=0.0, std=0.02 / math.sqrt(2 * layers))
                elif p.dim() >= 2:
                    nn.init.normal_(p, mean=0.0, std=0.02)

        def forward(self, idx, targets):
            t = idx.size(1)
            pos = lib.arange(0, t, dtype=lib.long).unsqueeze(0)
            tr = self.transformer
            x = tr.drop(tr.wte(idx) + tr.wpe(pos))
            for block_ in tr.h:
                x = block_(x)
            logits = self.lm_head(tr.ln_f(x))
            return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1), ignore_index=-1)

    return GPT()


def min_gpt_optimizer(lib, model, lr=5e-4):
    """minGPT's configure_optimizers: weight decay on Linear weights only, betas (0.9, 0.95)."""
    decay, no_decay = [], []
    for module in model.modules():
        for name, p in module.named_parameters(recurse=False):
            (decay if name == "weight" and isinstance(module, lib.nn.Linear) else no_decay).append(p)
    groups = [{"params": decay, "weight_decay": 0.1}, {"params": no_decay, "weight_decay": 0.0}]
    return lib.optim.AdamW(groups, lr=lr, betas=(0.9, 0.95))


def gru_seq2seq(lib, in_vocab, out_vocab, hidden, sos=0):
    """An encoder GRU over the source sentence, then a decoder GRU run token by token from SOS,
    fed the target's previous token (teacher forcing)."""
    nn, F = lib.nn, lib.nn.functional

    class Encoder(nn.Module):
        def __init__(self):
            super().__init__()
            self.embedding = nn.Embedding(in_vocab, hidden)
            self.gru = nn.GRU(hidden, hidden, batch_first=True)

        def forward(self, src):
            return self.gru(self.embedding(src))

    class Decoder(nn.Module):
        def __init__(self):
            super().__init__()
            self.embedding = nn.Embedding(out_vocab, hidden)
            self.gru = nn.GRU(hidden, hidden, batch_first=True)
            self.out = nn.Linear(hidden, out_vocab)

        def forward(self, hidden_state, target):
            batch, length = target.shape
            token = lib.empty(batch, 1, dtype=lib.long).fill_(sos)
            outputs = []
            for i in range(length):
                out, hidden_state = self.gru(F.relu(self.embedding(token)), hidden_state)
                outputs.append(self.out(out))
                token = target[:, i].unsqueeze(1)       # teacher forcing
            return F.log_softmax(lib.cat(outputs, dim=1), dim=-1)

    class Seq2Seq(nn.Module):
        def __init__(self):
            super().__init__()
            self.encoder, self.decoder = Encoder(), Decoder()
            self.criterion = nn.NLLLoss()

        def forward(self, src, target):
            _, hidden_state = self.encoder(src)
            log_probs = self.decoder(hidden_state, target)
            return self.criterion(log_probs.view(-1, log_probs.size(-1)), target.view(-1))

    return Seq2Seq()
