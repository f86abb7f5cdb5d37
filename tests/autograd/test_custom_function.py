"""autograd.Function: custom ops with a hand-written backward.

Each test runs on gradtable and on PyTorch (the `lib` fixture) with the same literal
expectations; error messages are PyTorch 2.13's, verbatim. The Function classes are defined
inside the tests because they must subclass the library's own autograd.Function.
"""
import gc
import warnings
import weakref

import pytest

import gradtable


def leaf(lib, data, **kwargs):
    return lib.tensor(data, requires_grad=True, **kwargs)


def message(fn, exc=RuntimeError):
    with pytest.raises(exc) as info:
        fn()
    return str(info.value)


def exp_function(lib):
    """The seed documents' example (docs of torch.autograd.Function), word for word."""
    class Exp(lib.autograd.Function):
        @staticmethod
        def forward(ctx, i):
            result = i.exp()
            ctx.save_for_backward(result)
            return result

        @staticmethod
        def backward(ctx, grad_output):
            result, = ctx.saved_tensors
            return grad_output * result
    return Exp


# ---------------------------------------------------------------------------------------------
# The seed documents' examples
# ---------------------------------------------------------------------------------------------

def test_seed_exp_example(lib):
    Exp = exp_function(lib)
    input = leaf(lib, [0.0, 1.0, 2.0])
    output = Exp.apply(input)
    assert output.tolist() == input.exp().tolist()
    output.sum().backward()
    assert input.grad.tolist() == input.exp().tolist()


def test_seed_sigmoid_gradcheck(lib, torch):
    """The seed's gradcheck example: float32 passes with eps=1e-3 and fails with eps=1e-4 (rounding),
    float64 passes with both, for the custom Function and for the builtin sigmoid (whose float32 kernel
    computes 1 / (1 + exp(-x)) as PyTorch's does, so it rounds alike). The verdicts must be PyTorch's."""
    def sigmoid_function(m):
        class Sigmoid(m.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                output = 1 / (1 + m.exp(-x))
                ctx.save_for_backward(output)
                return output

            @staticmethod
            def backward(ctx, grad_output):
                output, = ctx.saved_tensors
                grad_x = output * (1 - output) * grad_output
                return grad_x
        return Sigmoid

    def verdicts(m):
        Sigmoid = sigmoid_function(m)
        values = [-0.4646, -0.4403, 1.2525, -0.5953]  # the seed's printed randn values
        results = []
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # float32 inputs warn
            for dtype, eps in ((m.float32, 1e-3), (m.float32, 1e-4), (m.float64, 1e-4), (m.float64, 1e-6)):
                x = m.tensor(values, dtype=dtype, requires_grad=True)
                results.append(m.autograd.gradcheck(Sigmoid.apply, (x,), eps=eps, raise_exception=False))
                results.append(m.autograd.gradcheck(m.sigmoid, (x,), eps=eps, raise_exception=False))
        return results

    expected = verdicts(torch)
    assert expected == [True, True, False, False, True, True, True, True]  # what the seed says
    assert verdicts(lib) == expected


def test_gradcheck_error_message_of_a_wrong_float32_backward(lib, torch):
    """A wrong backward is reported with both Jacobians, printed in the inputs' dtype as PyTorch does
    (float32 here, so the tensors show no dtype)."""
    def report(m):
        class WrongSquare(m.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                return x * x

            @staticmethod
            def backward(ctx, grad_output):
                x, = ctx.saved_tensors
                return grad_output * x            # should be 2 * x

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # float32 inputs warn
            x = m.tensor([1.0, 2.0], requires_grad=True)
            return message(lambda: m.autograd.gradcheck(WrongSquare.apply, (x,), eps=1e-3), RuntimeError)

    expected = report(torch)
    assert expected.startswith("Jacobian mismatch for output 0 with respect to input 0,\nnumerical:tensor([[2.")
    assert report(lib) == expected


# ---------------------------------------------------------------------------------------------
# The node: grad_fn is the ctx, of a generated <Name>Backward class
# ---------------------------------------------------------------------------------------------

def test_grad_fn_is_the_ctx_of_a_generated_class(lib):
    seen = {}

    class Exp(lib.autograd.Function):
        @staticmethod
        def forward(ctx, i):
            seen["ctx"] = ctx
            result = i.exp()
            ctx.save_for_backward(result)
            return result

        @staticmethod
        def backward(ctx, grad_output):
            result, = ctx.saved_tensors
            return grad_output * result

    x = leaf(lib, [1.0, 2.0])
    y = Exp.apply(x)
    assert y.grad_fn is seen["ctx"]
    assert type(y.grad_fn).__name__ == "ExpBackward" and y.grad_fn.name() == "ExpBackward"
    assert type(y.grad_fn) is Exp._backward_cls
    assert isinstance(y.grad_fn, lib.autograd.function.FunctionCtx)
    assert isinstance(y.grad_fn, lib.autograd.function.BackwardCFunction)
    assert repr(y).endswith("grad_fn=<ExpBackward>)")
    assert len(y.grad_fn.next_functions) == 1
    assert y.grad_fn.next_functions[0][0].name() == "torch::autograd::AccumulateGrad"
    saved, = y.grad_fn.saved_tensors
    assert saved.tolist() == y.tolist() and saved.grad_fn is y.grad_fn
    assert y.grad_fn.needs_input_grad == (True,)
    assert y.grad_fn.metadata == {}
    z = Exp.apply(y)  # chains like any op
    assert z.grad_fn.next_functions[0][0] is y.grad_fn


def test_hooks_on_the_node(lib):
    Exp = exp_function(lib)
    x = leaf(lib, [0.0, 0.0])
    y = Exp.apply(x)
    calls = []
    y.grad_fn.register_prehook(lambda grad_outputs: calls.append(("pre", [g.tolist() for g in grad_outputs])))

    def post(grad_inputs, grad_outputs):
        calls.append(("post", [g.tolist() for g in grad_inputs], [g.tolist() for g in grad_outputs]))
        return (grad_inputs[0] * 10,)
    y.grad_fn.register_hook(post)
    y.backward(lib.tensor([1.0, 2.0]))
    assert calls == [("pre", [[1.0, 2.0]]), ("post", [[1.0, 2.0]], [[1.0, 2.0]])]
    assert x.grad.tolist() == [10.0, 20.0]


def test_the_node_is_not_callable(lib):
    Exp = exp_function(lib)
    y = Exp.apply(leaf(lib, [0.0]))
    assert message(lambda: y.grad_fn(lib.tensor([3.0])), TypeError) == "'ExpBackward' object is not callable"


def test_no_reference_cycle_through_a_saved_output(lib):
    Exp = exp_function(lib)
    x = leaf(lib, [1.0])
    gc.disable()
    try:
        y = Exp.apply(x)
        node = weakref.ref(y.grad_fn)
        del y
        assert node() is None  # freed by reference counting alone
    finally:
        gc.enable()


# ---------------------------------------------------------------------------------------------
# apply(): arguments, outputs, grad mode
# ---------------------------------------------------------------------------------------------

def scale_function(lib, record):
    class Scale(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, factor, offset=None):
            record["grad_enabled"] = lib.is_grad_enabled()
            record["needs_input_grad"] = ctx.needs_input_grad
            ctx.factor = factor  # any attribute can be kept on ctx
            y = x * factor
            if offset is not None:
                y = y + offset
            record["inner_requires_grad"] = y.requires_grad
            return y, factor + 1

        @staticmethod
        def backward(ctx, grad_y, grad_n):
            record["grad_n"] = grad_n
            grads = (grad_y * ctx.factor, None)
            if len(ctx.needs_input_grad) == 3:  # offset was given
                grads += (grad_y if ctx.needs_input_grad[2] else None,)
            return grads
    return Scale


def test_tensor_and_non_tensor_arguments_and_outputs(lib):
    record = {}
    Scale = scale_function(lib, record)
    x = leaf(lib, [1.0, 2.0])
    y, n = Scale.apply(x, 3.0)
    assert n == 4.0
    assert record == {"grad_enabled": False, "needs_input_grad": (True, False), "inner_requires_grad": False}
    assert len(y.grad_fn.next_functions) == 1  # one edge per tensor input
    y.sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]
    assert record["grad_n"] is None  # a non-tensor output gets no gradient, not zeros


def test_keyword_arguments_are_inputs_too(lib):
    record = {}
    Scale = scale_function(lib, record)
    x = leaf(lib, [1.0, 2.0])
    offset = leaf(lib, [10.0, 20.0])
    y, _ = Scale.apply(x, 2.0, offset=offset)
    assert record["needs_input_grad"] == (True, False, True)
    assert len(y.grad_fn.next_functions) == 2
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0] and offset.grad.tolist() == [1.0, 1.0]


def test_no_graph_without_inputs_requiring_grad_or_in_no_grad(lib):
    record = {}
    Scale = scale_function(lib, record)
    y, _ = Scale.apply(lib.tensor([1.0]), 2.0)
    assert y.grad_fn is None and not y.requires_grad
    x = leaf(lib, [1.0])
    with lib.no_grad():
        y, _ = Scale.apply(x, 2.0)
    assert y.grad_fn is None and not y.requires_grad
    assert record["needs_input_grad"] == (True, False)  # still says which inputs require grad


def test_setup_context_style(lib):
    record = {}

    class Mul(lib.autograd.Function):
        @staticmethod
        def forward(x, factor=2.0):
            record["grad_enabled"] = lib.is_grad_enabled()
            return x * factor

        @staticmethod
        def setup_context(ctx, inputs, output):
            record["inputs"] = inputs
            record["output_has_grad_fn"] = output.grad_fn is not None
            ctx.factor = inputs[1]
            ctx.save_for_backward(output)

        @staticmethod
        def backward(ctx, grad):
            output, = ctx.saved_tensors
            record["saved_is_output"] = output.grad_fn is ctx
            return grad * ctx.factor, None

    x = leaf(lib, [1.0, 2.0])
    y = Mul.apply(x)
    assert record["grad_enabled"] is False and record["output_has_grad_fn"] is False
    assert len(record["inputs"]) == 2 and record["inputs"][0] is x and record["inputs"][1] == 2.0  # defaults filled
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0] and record["saved_is_output"]
    assert Mul.apply(x, factor=5.0).tolist() == [5.0, 10.0]
    assert record["inputs"][1] == 5.0


def test_vjp_is_an_alias_of_backward(lib):
    class Double(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def vjp(ctx, grad):
            return grad * 2

    x = leaf(lib, [1.0])
    Double.apply(x).sum().backward()
    assert x.grad.tolist() == [2.0]


def test_input_returned_as_it_is(lib):
    class Identity(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 3

    x = leaf(lib, [1.0, 2.0])
    y = Identity.apply(x)
    assert y is not x and y.grad_fn.name() == "IdentityBackward" and x.is_leaf
    y.sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]
    with lib.no_grad():
        z = Identity.apply(x)
    assert z is not x and not z.requires_grad
    c = lib.tensor([1.0])
    assert Identity.apply(c) is not c


def test_several_outputs_and_integer_outputs(lib):
    class MaxWithIndex(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            value, index = x.max(0)
            ctx.save_for_backward(index)
            ctx.size = x.shape[0]
            return value, index

        @staticmethod
        def backward(ctx, grad_value, grad_index):
            index, = ctx.saved_tensors
            assert grad_index.tolist() == 0 and grad_index.dtype == index.dtype  # materialized zeros
            onehot = (lib.arange(ctx.size) == index).to(grad_value.dtype)
            return onehot * grad_value

    x = leaf(lib, [1.0, 5.0, 2.0])
    value, index = MaxWithIndex.apply(x)
    assert value.grad_fn.name() == "MaxWithIndexBackward" and value.grad_fn is not None
    assert not index.requires_grad and index.grad_fn is None  # integer outputs are not differentiable
    (value * 2).backward()
    assert x.grad.tolist() == [0.0, 2.0, 0.0]


# ---------------------------------------------------------------------------------------------
# ctx methods
# ---------------------------------------------------------------------------------------------

def test_mark_non_differentiable(lib):
    seen = {}

    class SplitHalf(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            a, b = x * 2, x * 3
            ctx.mark_non_differentiable(a)
            return a, b

        @staticmethod
        def backward(ctx, grad_a, grad_b):
            seen["grad_a"] = grad_a.tolist()  # still received (zeros)
            return grad_b * 3

    x = leaf(lib, [1.0, 2.0])
    a, b = SplitHalf.apply(x)
    assert not a.requires_grad and a.grad_fn is None
    assert b.grad_fn.name() == "SplitHalfBackward"
    b.sum().backward()
    assert seen["grad_a"] == [0.0, 0.0] and x.grad.tolist() == [3.0, 3.0]


@pytest.mark.parametrize("materialize", [True, False])
def test_set_materialize_grads(lib, materialize):
    seen = {}

    class Two(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(materialize)
            return x * 2, x * 3

        @staticmethod
        def backward(ctx, g1, g2):
            seen["g2"] = None if g2 is None else g2.tolist()
            return g1 * 2 if g2 is None else g1 * 2 + g2 * 3

    x = leaf(lib, [1.0, 2.0])
    a, _ = Two.apply(x)
    a.sum().backward()
    assert seen["g2"] == ([0.0, 0.0] if materialize else None)
    assert x.grad.tolist() == [2.0, 2.0]


@pytest.mark.parametrize("materialize", [True, False])
def test_backward_runs_when_no_output_got_a_gradient(lib, materialize):
    """A Function whose outputs all receive no gradient still runs (with zeros, or Nones)."""
    seen = []

    class Stop(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 1

        @staticmethod
        def backward(ctx, grad):
            return None

    class Double(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(materialize)
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            seen.append(None if grad is None else grad.tolist())
            return None if grad is None else grad * 2

    x = leaf(lib, [1.0, 2.0])
    Stop.apply(Double.apply(x)).sum().backward()
    assert seen == [[0.0, 0.0] if materialize else None]
    assert (x.grad.tolist() if materialize else x.grad) == ([0.0, 0.0] if materialize else None)


def increment_function(lib):
    class AddOneInPlace(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            x[...] = x + 1  # in-place (forward runs without recording)
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad
    return AddOneInPlace


def test_mark_dirty(lib):
    AddOneInPlace = increment_function(lib)
    x = leaf(lib, [1.0, 2.0])
    a = x * 2
    mul = a.grad_fn
    b = AddOneInPlace.apply(a)
    assert b is a  # the input itself is the output, with a new history
    assert a.grad_fn.name() == "AddOneInPlaceBackward"
    assert a.grad_fn.next_functions[0][0] is mul
    assert a._version == 2  # the in-place write, and marking it dirty
    assert a.tolist() == [3.0, 5.0]
    (a * a).sum().backward()
    assert x.grad.tolist() == [12.0, 20.0]


def test_mark_dirty_errors(lib):
    AddOneInPlace = increment_function(lib)
    assert message(lambda: AddOneInPlace.apply(leaf(lib, [1.0]))) == (
        "a leaf Variable that requires grad has been used in an in-place operation.")

    class NotReturned(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.mark_dirty(x)
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad
    assert message(lambda: NotReturned.apply(leaf(lib, [1.0]) * 1)) == (
        "Some elements marked as dirty during the forward method were not returned as output. The inputs that are "
        "modified inplace must all be outputs of the Function.")

    class NotAnInput(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            y = x * 2
            ctx.mark_dirty(y)
            return y

        @staticmethod
        def backward(ctx, grad):
            return grad
    with pytest.warns(UserWarning, match=r"ctx\.mark_dirty\(\) received a tensor that was not an input\. Only "
                                         r"input Tensors that have been mutated should be passed to "
                                         r"ctx\.mark_dirty\(\)\."):
        NotAnInput.apply(leaf(lib, [1.0]))


# ---------------------------------------------------------------------------------------------
# Saved tensors
# ---------------------------------------------------------------------------------------------

def _saved_output_modified(lib, name):
    """The error of a Function named `name` whose saved output was modified in place."""
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

    # A class statement cannot take a computed name; the node class is named when the class is made.
    SaveOutput = type(name, (lib.autograd.Function,), {"forward": staticmethod(forward),
                                                       "backward": staticmethod(backward)})
    y = SaveOutput.apply(leaf(lib, [1.0, 2.0]))
    with lib.no_grad():
        y.fill_(2.0)
    return message(lambda: y.sum().backward())


@pytest.mark.parametrize("name", ["Exp", "MyExpBackward", "Exp2"])
def test_saved_output_modified_in_place_names_the_function_as_pytorch(torch, name):
    """Its node (ExpBackward, MyExpBackwardBackward) is named without the node suffix: "output 0 of Exp,"."""
    ours = _saved_output_modified(gradtable, name)
    assert ours == _saved_output_modified(torch, name)
    assert f"which is output 0 of {name}, is at version 1" in ours


def test_saved_seed_example_output_modified_in_place(torch):
    def run(lib):
        y = exp_function(lib).apply(leaf(lib, [1.0, 2.0]))
        with lib.no_grad():
            y.fill_(2.0)
        return message(lambda: y.sum().backward())
    assert run(gradtable) == run(torch)


def test_saved_input_modified_in_place(torch):
    def run(lib):
        class SaveInput(lib.autograd.Function):
            @staticmethod
            def forward(ctx, x):
                ctx.save_for_backward(x)
                return x * x

            @staticmethod
            def backward(ctx, grad):
                x, = ctx.saved_tensors
                return 2 * x * grad

        a = leaf(lib, [1.0, 2.0]) * 1
        y = SaveInput.apply(a)
        with lib.no_grad():
            a.fill_(5.0)
        return message(lambda: y.sum().backward())
    ours = run(gradtable)
    assert ours == run(torch)
    assert "which is output 0 of Mul, is at version 1" in ours


def test_saved_tensors_are_freed_after_backward(lib):
    Exp = exp_function(lib)
    x = leaf(lib, [1.0])
    y = Exp.apply(x)
    y.sum().backward(retain_graph=True)
    y.sum().backward()  # kept by retain_graph
    assert x.grad.tolist() == [2 * y.item()]
    freed = message(lambda: y.grad_fn.saved_tensors)
    assert freed.startswith("Trying to backward through the graph a second time")
    assert message(lambda: y.sum().backward()) == freed


def test_save_none_and_intermediate_tensors(lib):
    class Square(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            twice = x * 2
            ctx.save_for_backward(None, twice)
            return x * x

        @staticmethod
        def backward(ctx, grad):
            nothing, twice = ctx.saved_tensors
            assert nothing is None
            return twice * grad

    x = leaf(lib, [3.0])
    Square.apply(x).backward(lib.tensor([1.0]))
    assert x.grad.tolist() == [6.0]


# ---------------------------------------------------------------------------------------------
# What backward returns
# ---------------------------------------------------------------------------------------------

def returning(lib, grads_fn, n_inputs=1):
    class Bad(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, *rest):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grads_fn(grad)
    x = leaf(lib, [1.0, 2.0])
    return lambda: Bad.apply(x, *range(n_inputs - 1)).sum().backward()


def test_wrong_number_of_gradients(lib):
    assert message(returning(lib, lambda g: g, n_inputs=2)) == (
        "function BadBackward returned an incorrect number of gradients (expected 2, got 1)")
    assert message(returning(lib, lambda g: (g, g, None))) == (
        "function BadBackward returned an incorrect number of gradients (expected 1, got 3)")
    returning(lib, lambda g: (g, None, None))()  # extra Nones are allowed


def test_wrong_shape_of_gradient(lib):
    assert message(returning(lib, lambda g: g[:1])) == (
        "Function BadBackward returned an invalid gradient at index 0 - got [1] but expected shape compatible "
        "with [2]")
    returning(lib, lambda g: g.expand(3, 2))()  # a broadcast gradient is summed to the input's shape


def test_gradient_for_a_non_tensor_input_must_be_none(lib):
    assert message(returning(lib, lambda g: (g, g), n_inputs=2)) == (
        "function BadBackward returned a gradient different than None at position 2, but the corresponding "
        "forward input was not a Variable")


def test_gradient_that_is_not_a_tensor(lib):
    assert message(returning(lib, lambda g: 1.0)) == "expected Variable or None (got float)"


def test_save_for_backward_takes_tensors_only(lib):
    class SavesInt(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, 3)
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad
    assert message(lambda: SavesInt.apply(leaf(lib, [1.0])), TypeError) == (
        "save_for_backward can only save variables, but argument 1 is of type int")


# ---------------------------------------------------------------------------------------------
# Misuse of the class
# ---------------------------------------------------------------------------------------------

def test_missing_forward_or_backward(lib):
    class NoForward(lib.autograd.Function):
        pass
    assert message(lambda: NoForward.apply(leaf(lib, [1.0])), NotImplementedError) == (
        "You must implement the forward function for custom autograd.Function.")

    class NoBackward(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2
    y = NoBackward.apply(leaf(lib, [1.0]))
    assert message(lambda: y.sum().backward(), NotImplementedError) == (
        "You must implement either the backward or vjp method for your custom autograd.Function to use it with "
        "backward mode AD.")


def test_backward_and_vjp_together(lib):
    class Both(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad

        @staticmethod
        def vjp(ctx, grad):
            return grad
    assert message(lambda: Both.apply(leaf(lib, [1.0])).sum().backward()) == (
        "Implementing both 'backward' and 'vjp' for a custom Function is not allowed. You should only implement "
        "one of them.")


def test_instantiating_a_function(lib):
    Exp = exp_function(lib)
    with pytest.warns(DeprecationWarning, match="should not be instantiated. Methods on autograd functions are all "
                                                "static, so you should invoke them on the class itself."):
        instance = Exp()
    assert message(lambda: instance(leaf(lib, [1.0]))) == (
        "Legacy autograd function with non-static forward method is deprecated. Please use new-style autograd "
        "function with static forward method. (Example: "
        "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")


# ---------------------------------------------------------------------------------------------
# Higher order: differentiable backward, once_differentiable
# ---------------------------------------------------------------------------------------------

def cube_function(lib, decorate=None):
    def backward(ctx, grad):
        x, = ctx.saved_tensors
        return 3 * x * x * grad

    class Cube(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x * x
    Cube.backward = staticmethod(decorate(backward) if decorate else backward)
    return Cube


def test_double_backward_through_a_differentiable_backward(lib):
    Cube = cube_function(lib)
    x = leaf(lib, [1.0, 2.0], dtype=lib.float64)
    g, = lib.autograd.grad(Cube.apply(x).sum(), x, create_graph=True)
    assert g.tolist() == [3.0, 12.0] and g.requires_grad
    gg, = lib.autograd.grad(g.sum(), x)
    assert gg.tolist() == [6.0, 12.0]
    assert lib.autograd.gradcheck(Cube.apply, (x,))
    assert lib.autograd.gradgradcheck(Cube.apply, (x,))


def test_once_differentiable(lib):
    seen = {}

    def recording(fn):
        def backward(ctx, grad):
            seen["grad_enabled"] = lib.is_grad_enabled()
            return fn(ctx, grad)
        return lib.autograd.function.once_differentiable(backward)

    Cube = cube_function(lib, recording)
    x = leaf(lib, [1.0, 2.0])
    y = Cube.apply(x)
    g, = lib.autograd.grad(y.sum(), x)  # a first backward works
    assert g.tolist() == [3.0, 12.0] and seen["grad_enabled"] is False
    v = leaf(lib, [1.0, 1.0])
    g, = lib.autograd.grad(Cube.apply(x), x, v, create_graph=True)
    assert g.tolist() == [3.0, 12.0] and seen["grad_enabled"] is False
    assert type(g.grad_fn).__name__ == "Error" and g.grad_fn.name() == "torch::autograd::Error"
    assert repr(g).endswith("grad_fn=<Error>)")
    assert message(lambda: g.sum().backward()) == (
        "trying to differentiate twice a function that was marked with @once_differentiable")


def test_exported_where_pytorch_has_them(lib):
    assert callable(lib.autograd.function.once_differentiable)
    assert lib.autograd.Function is lib.autograd.function.Function
    assert issubclass(lib.autograd.function.InplaceFunction, lib.autograd.Function)


def test_once_differentiable_also_in_autograd():
    import gradtable
    assert gradtable.autograd.once_differentiable is gradtable.autograd.function.once_differentiable
