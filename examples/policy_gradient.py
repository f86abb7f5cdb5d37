"""REINFORCE on a toy task, written as ordinary PyTorch code with torch.distributions.

A contextual bandit: the context is one of four situations, the policy picks one of four actions, and
the reward is 1 when the action is the context's right one. The policy is a linear layer giving the
logits of a Categorical. We first check the score-function identity exactly, by enumerating the actions
(grad E[r] = E[r grad log pi(a)]), then train with sampled actions (REINFORCE with a baseline and an
entropy bonus), then fit a Normal by the reparameterization trick (rsample) to show the pathwise
gradient.

    python examples/policy_gradient.py

Swap the import for `import torch` and it runs under PyTorch: the exact part prints the same numbers
(the weights start from a fixed pattern); the sampled parts print other numbers (each library draws
its own random stream) but reach the same answers.
"""
import gradtable as torch
from gradtable import nn
from gradtable.distributions import Categorical, Normal, kl_divergence

CONTEXTS, ACTIONS = 4, 4
RIGHT = torch.tensor([2, 0, 3, 1])           # the rewarded action in each context


def reward(contexts, actions):
    return (actions == RIGHT[contexts]).to(torch.float32)


def make_policy():
    policy = nn.Linear(CONTEXTS, ACTIONS)
    with torch.no_grad():   # a fixed start, so both libraries print the same exact part
        for i, p in enumerate(policy.parameters()):
            p.copy_(torch.arange(p.numel()).mul(0.7 + 0.2 * i).sin().reshape(p.shape) * 0.3)
    return policy


def exact_part(policy):
    contexts = torch.arange(CONTEXTS)
    dist = Categorical(logits=policy(torch.eye(CONTEXTS)[contexts]))
    actions = dist.enumerate_support()                       # (ACTIONS, CONTEXTS): every action, per context
    probs = dist.log_prob(actions).exp()
    expected = (probs * reward(contexts, actions)).sum(0).mean()
    grad_direct = torch.autograd.grad(expected, policy.weight, retain_graph=True)[0]
    # the score-function form: E[r grad log pi(a)], the expectation taken exactly over the actions
    score = (probs.detach() * reward(contexts, actions) * dist.log_prob(actions)).sum(0).mean()
    grad_score = torch.autograd.grad(score, policy.weight)[0]
    print(f"expected reward at the start: {expected.item():.4f}")
    print(f"policy entropy per context: {dist.entropy().detach()}")
    print(f"d E[r] / d W[0] = {grad_direct[0]}")
    print(f"score-function identity holds: {torch.allclose(grad_direct, grad_score, atol=1e-6)}")


def reinforce(policy, steps=300, batch=64):
    optimizer = torch.optim.Adam(policy.parameters(), lr=0.05)
    baseline = 0.0
    for step in range(1, steps + 1):
        contexts = torch.randint(0, CONTEXTS, (batch,))
        dist = Categorical(logits=policy(torch.eye(CONTEXTS)[contexts]))
        actions = dist.sample()
        r = reward(contexts, actions)
        baseline = 0.9 * baseline + 0.1 * r.mean().item()
        loss = -((r - baseline) * dist.log_prob(actions)).mean() - 0.01 * dist.entropy().mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 100 == 0:
            print(f"step {step:3d}  mean reward {r.mean().item():.3f}")
    greedy = policy(torch.eye(CONTEXTS)).argmax(-1)
    print(f"greedy actions: {greedy.tolist()} (right: {RIGHT.tolist()})")
    print(f"learned the task: {bool((greedy == RIGHT).all())}")


def reparameterized_fit(steps=400):
    """Fit q = Normal(mu, exp(log_sigma)) to a target by minimising a Monte-Carlo estimate of
    KL(q || target) = E_q[log q(z) - log target(z)], differentiating through z = q.rsample()."""
    target = Normal(torch.tensor(1.5), torch.tensor(0.5))
    mu = torch.zeros((), requires_grad=True)
    log_sigma = torch.zeros((), requires_grad=True)
    optimizer = torch.optim.Adam([mu, log_sigma], lr=0.05)
    for _ in range(steps):
        q = Normal(mu, log_sigma.exp())
        z = q.rsample((128,))
        loss = (q.log_prob(z) - target.log_prob(z)).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    q = Normal(mu.detach(), log_sigma.exp().detach())
    print(f"fitted Normal close to the target: {kl_divergence(q, target).item() < 0.01}")


def main():
    torch.manual_seed(0)
    policy = make_policy()
    exact_part(policy)
    reinforce(policy)
    reparameterized_fit()


if __name__ == "__main__":
    main()
