"""Misusing an op raises PyTorch's exception type with PyTorch's text: the same literal
expectation runs on gradtable and on torch (the `lib` fixture), so the text is PyTorch's own.
Wrong dims, wrong index dtypes and shapes, and mismatched shapes in cat/stack.
"""
import re

import pytest

CASES = {
    # wrong dim
    "sum dim out of range": (lambda L: L.ones(3, 4).sum(dim=5), IndexError,
                             "Dimension out of range (expected to be in range of [-2, 1], but got 5)"),
    "sum negative dim": (lambda L: L.ones(3, 4).sum(-3), IndexError,
                         "Dimension out of range (expected to be in range of [-2, 1], but got -3)"),
    "mean dim": (lambda L: L.ones(3, 4).mean(2), IndexError,
                 "Dimension out of range (expected to be in range of [-2, 1], but got 2)"),
    "softmax dim": (lambda L: L.ones(3, 4).softmax(2), IndexError,
                    "Dimension out of range (expected to be in range of [-2, 1], but got 2)"),
    "max dim": (lambda L: L.ones(3, 4).max(2), IndexError,
                "Dimension out of range (expected to be in range of [-2, 1], but got 2)"),
    "unsqueeze dim": (lambda L: L.ones(3, 4).unsqueeze(4), IndexError,
                      "Dimension out of range (expected to be in range of [-3, 2], but got 4)"),
    "cat dim": (lambda L: L.cat([L.ones(3, 4), L.ones(3, 4)], 2), IndexError,
                "Dimension out of range (expected to be in range of [-2, 1], but got 2)"),
    # shapes that do not broadcast: the first clash, `a` being the shape so far, at its result dim
    "add broadcast": (lambda L: L.ones(3, 4) + L.ones(5), RuntimeError,
                      "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 1"),
    "mul broadcast, middle dim": (lambda L: L.ones(2, 3, 4) * L.ones(2, 5, 4), RuntimeError,
                                  "The size of tensor a (3) must match the size of tensor b (5) at non-singleton "
                                  "dimension 1"),
    "broadcast counts result dims": (lambda L: L.ones(3, 4) - L.ones(2, 1, 5), RuntimeError,
                                     "The size of tensor a (4) must match the size of tensor b (5) at "
                                     "non-singleton dimension 2"),
    "where condition first": (lambda L: L.where(L.ones(5) > 0, L.ones(3, 4), L.ones(3, 4)), RuntimeError,
                              "The size of tensor a (5) must match the size of tensor b (4) at non-singleton "
                              "dimension 1"),
    # index dtype and shape
    "index_select float index": (lambda L: L.ones(3, 4).index_select(0, L.tensor([0.0, 1.0])), RuntimeError,
                                 "index_select(): Expected dtype int32 or int64 for index"),
    "index_select 2-D index": (lambda L: L.ones(3, 4).index_select(0, L.tensor([[0, 1]])), IndexError,
                               "index_select(): Index is supposed to be a vector"),
    "index_select out of range": (lambda L: L.ones(3, 4).index_select(0, L.tensor([5])), IndexError,
                                  "index out of range in self"),
    "gather float index": (lambda L: L.ones(3, 4).gather(1, L.tensor([[0.0]])), RuntimeError,
                           "gather(): Expected dtype int32/int64 for index"),
    # cat and stack with mismatched shapes
    "cat sizes": (lambda L: L.cat([L.ones(3, 4), L.ones(3, 5)]), RuntimeError,
                  "Sizes of tensors must match except in dimension 0. Expected size 4 but got size 5 for tensor "
                  "number 1 in the list."),
    "cat sizes, negative dim": (lambda L: L.cat([L.ones(3, 4), L.ones(2, 4), L.ones(3, 5)], -1), RuntimeError,
                                "Sizes of tensors must match except in dimension 1. Expected size 3 but got size 2 "
                                "for tensor number 1 in the list."),
    "cat skips legacy empty tensors": (lambda L: L.cat([L.ones(0), L.ones(3, 5), L.ones(2, 4)]), RuntimeError,
                                       "Sizes of tensors must match except in dimension 0. Expected size 5 but got "
                                       "size 4 for tensor number 2 in the list."),
    "cat dimensions": (lambda L: L.cat([L.ones(3, 4), L.ones(4)]), RuntimeError,
                       "Tensors must have same number of dimensions: got 2 and 1"),
    "cat empty list": (lambda L: L.cat([]), ValueError, "torch.cat(): expected a non-empty list of Tensors"),
    "stack sizes": (lambda L: L.stack([L.ones(3, 4), L.ones(3, 4), L.ones(4, 3)]), RuntimeError,
                    "stack expects each tensor to be equal size, but got [3, 4] at entry 0 and [4, 3] at entry 2"),
    "stack empty list": (lambda L: L.stack([]), RuntimeError, "stack expects a non-empty TensorList"),
    # shapes in products and views
    "mm shapes": (lambda L: L.mm(L.ones(3, 4), L.ones(5, 2)), RuntimeError,
                  "mat1 and mat2 shapes cannot be multiplied (3x4 and 5x2)"),
    "view size": (lambda L: L.ones(3, 4).view(5, 2), RuntimeError, "shape '[5, 2]' is invalid for input of size 12"),
    "reshape of an empty tensor with -1": (lambda L: L.ones(0, 3).reshape(0, -1), RuntimeError,
                                           "cannot reshape tensor of 0 elements into shape [0, -1] because the "
                                           "unspecified dimension size -1 can be any value and is ambiguous"),
    "view of an empty tensor with -1": (lambda L: L.ones(0).view(2, -1, 0), RuntimeError,
                                        "cannot reshape tensor of 0 elements into shape [2, -1, 0] because the "
                                        "unspecified dimension size -1 can be any value and is ambiguous"),
    "two -1 sizes": (lambda L: L.ones(6).view(-1, -1), RuntimeError, "only one dimension can be inferred"),
    "a size below -1": (lambda L: L.ones(6).reshape(-1, -2), RuntimeError,
                        "invalid shape dimension -2 at index 1 of shape [-1, -2]"),
    "-1 that does not divide": (lambda L: L.ones(6).reshape(4, -1), RuntimeError,
                                "shape '[4, -1]' is invalid for input of size 6"),
    "expand size": (lambda L: L.ones(3, 4).expand(2, 4), RuntimeError,
                    "The expanded size of the tensor (2) must match the existing size (3) at non-singleton dimension "
                    "0.  Target sizes: [2, 4].  Tensor sizes: [3, 4]"),
    "in-place broadcast into a smaller tensor": (lambda L: L.ones(3, 1).add_(L.ones(3, 4)), RuntimeError,
                                                 "output with shape [3, 1] doesn't match the broadcast shape [3, 4]"),
    "expand reports the last mismatching dim": (lambda L: L.ones(3, 4).expand(2, 3), RuntimeError,
                                                "The expanded size of the tensor (3) must match the existing size (4) "
                                                "at non-singleton dimension 1.  Target sizes: [2, 3].  Tensor sizes: "
                                                "[3, 4]"),
    "slice assignment that does not fit": (lambda L: L.ones(5, 4).__setitem__(slice(1, 3), L.ones(3)), RuntimeError,
                                           "The expanded size of the tensor (4) must match the existing size (3) at "
                                           "non-singleton dimension 1.  Target sizes: [2, 4].  Tensor sizes: [3]"),
    "slice assignment, wrong rows": (lambda L: L.ones(5, 4).__setitem__(slice(1, 3), L.ones(3, 4)), RuntimeError,
                                     "The expanded size of the tensor (2) must match the existing size (3) at "
                                     "non-singleton dimension 0.  Target sizes: [2, 4].  Tensor sizes: [3, 4]"),
    # dtypes that PyTorch does not mix
    "matmul float @ double": (lambda L: L.ones(2, 3) @ L.ones(3, 4).double(), RuntimeError,
                              "expected m1 and m2 to have the same dtype, but got: float != double"),
    "mm float and long": (lambda L: L.mm(L.ones(2, 3), L.ones(3, 4, dtype=L.long)), RuntimeError,
                          "expected m1 and m2 to have the same dtype, but got: float != long int"),
    "vector @ matrix of another dtype": (lambda L: L.ones(3) @ L.ones(3, 2).double(), RuntimeError,
                                         "expected m1 and m2 to have the same dtype, but got: float != double"),
    "batch @ matrix of another dtype": (lambda L: L.ones(2, 2, 3) @ L.ones(3, 2).double(), RuntimeError,
                                        "expected m1 and m2 to have the same dtype, but got: float != double"),
    "linear float input, double weight": (lambda L: L.nn.functional.linear(L.ones(2, 3), L.ones(4, 3).double()),
                                          RuntimeError,
                                          "expected m1 and m2 to have the same dtype, but got: float != double"),
    "dot float and double": (lambda L: L.dot(L.ones(3), L.ones(3).double()), RuntimeError,
                             "dot : expected both vectors to have same dtype, but found Float and Double"),
    "where with a long condition": (lambda L: L.where(L.tensor([1, 0]), L.ones(2), L.zeros(2)), RuntimeError,
                                    "where expected condition to be a boolean tensor, but got a tensor with dtype "
                                    "Long"),
    "take_along_dim float indices": (lambda L: L.take_along_dim(L.ones(3, 4), L.tensor([[0.0]]), 1), RuntimeError,
                                     "torch.take_along_dim(): dtype of indices should be Long but got Float"),
    "index_add float index": (lambda L: L.ones(3, 4).index_add(0, L.tensor([0.0]), L.ones(1, 4)), RuntimeError,
                              "index_add_(): Expected dtype int32/int64 for index but got: Float"),
    # a Python number where PyTorch takes only a tensor
    "maximum with a number": (lambda L: L.maximum(L.ones(3), 2.0), TypeError,
                              "maximum(): argument 'other' (position 2) must be Tensor, not float"),
    "minimum with an int": (lambda L: L.minimum(L.ones(3), 2), TypeError,
                            "minimum(): argument 'other' (position 2) must be Tensor, not int"),
    "maximum with a number first": (lambda L: L.maximum(2.0, L.ones(3)), TypeError,
                                    "maximum(): argument 'input' (position 1) must be Tensor, not float"),
    "fmax with a number": (lambda L: L.fmax(L.ones(3), 2.0), TypeError,
                           "fmax(): argument 'other' (position 2) must be Tensor, not float"),
    "fmin with a number": (lambda L: L.fmin(L.ones(3), 2.0), TypeError,
                           "fmin(): argument 'other' (position 2) must be Tensor, not float"),
    "atan2 with a number": (lambda L: L.atan2(L.ones(3), 2.0), TypeError,
                            "atan2(): argument 'other' (position 2) must be Tensor, not float"),
    "hypot with a number": (lambda L: L.hypot(L.ones(3), 2.0), TypeError,
                            "hypot(): argument 'other' (position 2) must be Tensor, not float"),
    "method maximum with a number": (lambda L: L.ones(3).maximum(2.0), TypeError,
                                     "maximum(): argument 'other' (position 1) must be Tensor, not float"),
    "method atan2 with a number": (lambda L: L.ones(3).atan2(2.0), TypeError,
                                   "atan2(): argument 'other' (position 1) must be Tensor, not float"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_misuse_raises_pytorchs_error(lib, name):
    call, error, message = CASES[name]
    with pytest.raises(error, match=f"^{re.escape(message)}$"):
        call(lib)
