"""F.affine_grid (torch.affine_grid_generator) and F.gumbel_softmax against PyTorch. affine_grid:
values, theta's gradient, its (linear) double backward and forward-mode tangent, unit-size and 3-D
grids, warnings and error texts. gumbel_softmax draws its own noise (the streams differ), so it is
compared through the noise it drew: log(y_soft) * tau - logits recovers it up to a per-row constant,
and PyTorch's softmax of the same perturbed logits must give our values and gradients."""
import warnings

import numpy as np
import pytest

import gradtable

RNG = np.random.default_rng(3)

GRIDS = [((2, 3, 4, 5), False), ((2, 3, 4, 5), True), ((1, 1, 3, 1), True), ((1, 1, 1, 3), False),
         ((2, 1, 2, 3, 4), False), ((1, 2, 3, 1, 2), True)]


@pytest.mark.parametrize("size, align", GRIDS)
def test_affine_grid_matches_torch(torch, size, align):
    theta_data = RNG.standard_normal((size[0], len(size) - 2, len(size) - 1))
    tangent = RNG.standard_normal(theta_data.shape)
    results = []
    for lib in (gradtable, torch):
        theta = lib.tensor(theta_data, requires_grad=True)
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            grid = lib.nn.functional.affine_grid(theta, size, align_corners=align)
        weights = lib.tensor(np.sin(np.arange(grid.numel())).reshape(tuple(grid.shape)), requires_grad=True)
        (g,) = lib.autograd.grad(grid, theta, weights, create_graph=True)
        # theta's gradient is linear in the grid's gradient (and constant in theta): differentiate by the former
        (gg,) = lib.autograd.grad((g * g).sum(), weights)
        with lib.autograd.forward_ad.dual_level():
            dual = lib.nn.functional.affine_grid(lib.autograd.forward_ad.make_dual(lib.tensor(theta_data),
                                                                                    lib.tensor(tangent)),
                                                 size, align_corners=align)
            jvp = lib.autograd.forward_ad.unpack_dual(dual).tangent
        results.append((grid, g, gg, jvp, grid.grad_fn.name(), [str(w.message) for w in record]))
    for a, b in zip(*results):
        if isinstance(b, (str, list)):
            assert a == b
        else:
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-12, atol=1e-12)


ERRORS = [
    "F.affine_grid(th.int(), [2, 3, 4, 5], False)", "F.affine_grid(th, [2, 3, 4, 5, 6], False)",
    "F.affine_grid(th, [2, 3, 4], False)", "F.affine_grid(th, [2, 3, 0, 5], False)",
    "F.affine_grid(th, [3, 3, 4, 5], False)", "F.affine_grid(th[0], [2, 3, 4, 5], False)",
]


@pytest.mark.parametrize("call", ERRORS)
def test_affine_grid_errors_match_torch(torch, call):
    raised = []
    for lib in (gradtable, torch):
        with pytest.raises(Exception) as info:
            eval(call, {"F": lib.nn.functional, "th": lib.ones(2, 2, 3)})
        raised.append((type(info.value), str(info.value)))
    assert raised[0] == raised[1]


def test_affine_grid_default_align_corners_warns_as_torch(torch):
    messages = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            lib.nn.functional.affine_grid(lib.ones(1, 2, 3), [1, 1, 2, 2])
        messages.append([(w.category, str(w.message)) for w in record])
    assert messages[0] == messages[1] and len(messages[0]) == 1


@pytest.mark.parametrize("hard", [False, True])
@pytest.mark.parametrize("tau, dim", [(1.0, -1), (0.5, 0), (2.0, 1)])
def test_gumbel_softmax_matches_torch_given_its_noise(torch, hard, tau, dim):
    gradtable.manual_seed(5)
    logits_data = RNG.standard_normal((3, 4))
    logits = gradtable.tensor(logits_data, requires_grad=True)
    out = gradtable.nn.functional.gumbel_softmax(logits, tau=tau, hard=hard, dim=dim)
    # the soft sample: out itself, or (for hard) recovered from the straight-through gradient's softmax
    weights = RNG.standard_normal((3, 4))
    (g,) = gradtable.autograd.grad(out, logits, gradtable.tensor(weights))
    gradtable.manual_seed(5)
    soft = gradtable.nn.functional.gumbel_softmax(gradtable.tensor(logits_data), tau=tau, dim=dim).numpy()
    noise = np.log(soft) * tau - logits_data           # the Gumbel draw, up to a constant along dim
    t_logits = torch.tensor(logits_data, requires_grad=True)
    t_soft = torch.softmax((t_logits + torch.tensor(noise)) / tau, dim)
    np.testing.assert_allclose(soft, t_soft.detach().numpy(), rtol=1e-12)
    if hard:
        index = t_soft.argmax(dim, keepdim=True)
        expected = torch.zeros(3, 4, dtype=torch.float64).scatter_(dim, index, 1.0)
        np.testing.assert_array_equal(out.detach().numpy(), expected.numpy())
        assert out.grad_fn.name() == "AddBackward0"
    else:
        np.testing.assert_allclose(out.detach().numpy(), t_soft.detach().numpy(), rtol=1e-12)
        assert out.grad_fn.name() == "SoftmaxBackward0"
    (t_g,) = torch.autograd.grad(t_soft, t_logits, torch.tensor(weights))
    np.testing.assert_allclose(g.numpy(), t_g.numpy(), rtol=1e-10, atol=1e-12)


def test_gumbel_softmax_noise_follows_the_seed_and_warns_on_eps(torch):
    gradtable.manual_seed(1)
    a = gradtable.nn.functional.gumbel_softmax(gradtable.zeros(2, 5))
    gradtable.manual_seed(1)
    b = gradtable.nn.functional.gumbel_softmax(gradtable.zeros(2, 5))
    assert np.array_equal(a.numpy(), b.numpy()) and not np.allclose(a.numpy()[0], a.numpy()[1])
    np.testing.assert_allclose(a.sum(-1).numpy(), [1.0, 1.0], rtol=1e-6)
    messages = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            lib.nn.functional.gumbel_softmax(lib.zeros(2, 5), eps=1e-5)
        messages.append([(w.category, str(w.message)) for w in record])
    assert messages[0] == messages[1] and len(messages[0]) == 1
