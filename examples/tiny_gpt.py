"""A tiny GPT trained on a paragraph of text, written the way GPT training scripts are (nanoGPT's
shape): the device and dtype are chosen at the top, TF32 is allowed, a GradScaler is built (disabled:
it only matters for float16 on a GPU), autocast is a nullcontext on the CPU, AdamW with weight decay on
the matrices only, gradient clipping, an evaluation loop under @torch.no_grad(), and sampling with
top-k and multinomial at the end.

    python examples/tiny_gpt.py

Swap the import for `import torch` and it runs under PyTorch and prints the same losses: the weights
start from a fixed pattern and the batches are taken in order, so no random numbers reach the
training. Only the sampled text differs (the two libraries draw different random streams).
"""
import math
from contextlib import nullcontext

import gradtable as torch
import gradtable.nn as nn
from gradtable.nn import functional as F

TEXT = ("autograd records every operation on tensors that require gradients, then walks the record "
        "backwards from the loss, multiplying local derivatives along the way. the table says how each "
        "operation differentiates; the engine only has to visit the nodes in the right order. ")

block_size, batch_size, n_layer, n_head, n_embd = 16, 8, 2, 4, 32
max_iters, eval_interval, learning_rate = 100, 25, 1e-2
device = "cuda" if torch.cuda.is_available() else "cpu"
dtype = "bfloat16" if torch.cuda.is_available() and torch.cuda.is_bf16_supported() else "float32"
torch.backends.cuda.matmul.allow_tf32 = True
torch.backends.cudnn.allow_tf32 = True
ptdtype = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}[dtype]
ctx = nullcontext() if device == "cpu" else torch.amp.autocast(device_type=device, dtype=ptdtype)


class CausalSelfAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        self.register_buffer("bias", torch.tril(torch.ones(block_size, block_size)).view(1, 1, block_size, block_size))

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(n_embd, dim=2)
        k = k.view(B, T, n_head, C // n_head).transpose(1, 2)
        q = q.view(B, T, n_head, C // n_head).transpose(1, 2)
        v = v.view(B, T, n_head, C // n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        att = F.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm(n_embd)
        self.attn = CausalSelfAttention()
        self.ln_2 = nn.LayerNorm(n_embd)
        self.mlp = nn.Sequential(nn.Linear(n_embd, 4 * n_embd), nn.GELU(), nn.Linear(4 * n_embd, n_embd))

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self, vocab_size):
        super().__init__()
        self.wte = nn.Embedding(vocab_size, n_embd)
        self.wpe = nn.Embedding(block_size, n_embd)
        self.blocks = nn.ModuleList([Block() for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm(n_embd)
        self.lm_head = nn.Linear(n_embd, vocab_size, bias=False)
        with torch.no_grad():  # a fixed starting point instead of random init, so both libraries agree
            for i, p in enumerate(self.parameters()):
                pattern = torch.arange(p.numel(), dtype=torch.float32).mul(0.37 + 0.01 * i).sin()
                p.copy_(pattern.reshape(p.shape) * (0.02 if p.dim() > 1 else 0.0))
        print(f"number of parameters: {sum(p.numel() for p in self.parameters()) / 1e3:.1f}K")

    def forward(self, idx, targets=None):
        b, t = idx.size()
        pos = torch.arange(0, t, dtype=torch.long, device=idx.device)
        x = self.wte(idx) + self.wpe(pos)
        for block in self.blocks:
            x = block(x)
        logits = self.lm_head(self.ln_f(x))
        if targets is None:
            return logits[:, [-1], :], None
        return logits, F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))

    def configure_optimizers(self, weight_decay, lr, betas):
        decay = [p for p in self.parameters() if p.dim() >= 2]
        no_decay = [p for p in self.parameters() if p.dim() < 2]
        groups = [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]
        return torch.optim.AdamW(groups, lr=lr, betas=betas)

    @torch.no_grad()
    def generate(self, idx, max_new_tokens, temperature=1.0, top_k=None, generator=None):
        for _ in range(max_new_tokens):
            logits, _ = self(idx[:, -block_size:])
            logits = logits[:, -1, :] / temperature
            if top_k is not None:
                v, _ = torch.topk(logits, min(top_k, logits.size(-1)))
                logits[logits < v[:, [-1]]] = -float("Inf")
            probs = F.softmax(logits, dim=-1)
            idx = torch.cat((idx, torch.multinomial(probs, num_samples=1, generator=generator)), dim=1)
        return idx


def main():
    torch.manual_seed(1337)
    chars = sorted(set(TEXT))
    stoi = {ch: i for i, ch in enumerate(chars)}
    data = torch.tensor([stoi[c] for c in TEXT], dtype=torch.long)
    n = int(0.9 * len(data))
    splits = {"train": data[:n], "val": data[n:]}

    def get_batch(split, step):
        d = splits[split]
        ix = (torch.arange(batch_size) * 7 + step * 3) % (len(d) - block_size)
        x = torch.stack([d[i:i + block_size] for i in ix])
        y = torch.stack([d[i + 1:i + 1 + block_size] for i in ix])
        return x.to(device), y.to(device)

    @torch.no_grad()
    def estimate_loss():
        model.eval()
        out = {}
        for split in ("train", "val"):
            losses = torch.zeros(4)
            for k in range(4):
                with ctx:
                    _, loss = model(*get_batch(split, k))
                losses[k] = loss.item()
            out[split] = losses.mean()
        model.train()
        return out

    model = GPT(len(chars)).to(device)
    scaler = torch.amp.GradScaler(enabled=(dtype == "float16"))
    optimizer = model.configure_optimizers(weight_decay=0.1, lr=learning_rate, betas=(0.9, 0.95))
    for it in range(max_iters + 1):
        lr = learning_rate * 0.5 * (1.0 + math.cos(math.pi * it / max_iters))
        for group in optimizer.param_groups:
            group["lr"] = lr
        if it % eval_interval == 0:
            losses = estimate_loss()
            print(f"step {it}: train loss {losses['train']:.4f}, val loss {losses['val']:.4f}")
        X, Y = get_batch("train", it)
        with ctx:
            _, loss = model(X, Y)
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        scaler.step(optimizer)
        scaler.update()
        optimizer.zero_grad(set_to_none=True)

    generator = torch.Generator().manual_seed(42)
    start = torch.tensor([[stoi["t"]]], dtype=torch.long, device=device)
    sample = model.generate(start, 40, temperature=0.8, top_k=10, generator=generator)
    print(f"sample shape: {tuple(sample.shape)}")
    print("sample: " + repr("".join(chars[i] for i in sample[0].tolist())))


if __name__ == "__main__":
    main()
