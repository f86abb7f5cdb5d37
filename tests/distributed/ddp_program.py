"""Run in every rank by test_ddp.py (under mpiexec): DistributedDataParallel trained on this rank's part
of each batch, with and without no_sync accumulation, and its hooks, buckets, buffers and errors, each
recorded for the test. Argument: the folder the results go to."""
import contextlib
from datetime import timedelta

import ddp_models
from rank_results import Recorder

import gradtable as torch
import gradtable.distributed as dist
import gradtable.nn.parallel.reducer as reducer
from gradtable.nn.modules.utils import consume_prefix_in_state_dict_if_present
from gradtable.nn.parallel import DistributedDataParallel as DDP
from gradtable.utils.data import DistributedSampler

dist.init_process_group("gloo", timeout=timedelta(seconds=60))
rank, size = dist.get_rank(), dist.get_world_size()
record = Recorder()
case = record.case
B = ddp_models.BATCH


def mine(x, y):
    return x[rank * B:(rank + 1) * B], y[rank * B:(rank + 1) * B]


def construction():
    model = ddp_models.make_model(seed=rank)          # a different start on every rank
    model.scale.fill_(float(rank + 1))
    ddp = DDP(model)
    return [p.detach() for p in model.parameters()], model.scale, ddp.module is model, list(ddp.state_dict())


def plain_training():
    ddp = DDP(ddp_models.make_model(seed=rank))
    return ddp_models.train(ddp, lambda step: [(*mine(*ddp_models.data(step, 0, B * size)),
                                                contextlib.nullcontext())])


def accumulated_training(style):
    ddp = DDP(ddp_models.make_model(seed=rank))

    def batches(step):
        steps = []
        for micro in range(2):
            x, y = mine(*ddp_models.data(step, micro, B * size))
            if style == "no_sync":
                context = ddp.no_sync() if micro == 0 else contextlib.nullcontext()
            else:   # nanoGPT's way: the flag no_sync sets, set by hand before the forward
                ddp.require_backward_grad_sync = micro == 1
                context = contextlib.nullcontext()
            steps.append((x, y, context))
        return steps
    return ddp_models.train(ddp, batches)


case("construction", construction)


def state_dict_round_trip():
    """Rank 0's DDP state dict loaded back into a DDP model, and (prefix consumed) into an unwrapped one."""
    ddp = DDP(ddp_models.make_model(seed=rank))
    state = ddp.state_dict()
    again = DDP(ddp_models.make_model(seed=rank + 10))
    loaded_wrapped = str(again.load_state_dict(state))
    consume_prefix_in_state_dict_if_present(state, "module.")
    plain = ddp_models.make_model(seed=rank + 20)
    loaded_plain = str(plain.load_state_dict(state))
    return (loaded_wrapped, loaded_plain, list(state), [p.detach() for p in again.module.parameters()],
            [p.detach() for p in plain.parameters()])


case("state_dict round trip", state_dict_round_trip)
case("training", plain_training)
case("no_sync accumulation", lambda: accumulated_training("no_sync"))
case("require_backward_grad_sync accumulation", lambda: accumulated_training("flag"))


def buckets_and_hooks():
    """Small buckets; each all-reduce's start is logged with which gradients existed then."""
    ddp = DDP(ddp_models.make_model(seed=0), bucket_cap_mb=200 / 2**20)   # 200 bytes: several buckets
    params = list(ddp.parameters())
    started = []
    original = reducer.start_all_reduce

    def logged(pg, array, op, done, *rest):
        started.append((array.size, [p.grad is not None for p in params]))
        return original(pg, array, op, done, *rest)
    reducer.start_all_reduce = logged
    try:
        x, y = mine(*ddp_models.data(0, 0, B * size))
        ((ddp(x) - y) ** 2).mean().backward()
    finally:
        reducer.start_all_reduce = original
    return ddp._get_buckets(), [p.numel() for p in params], started, [p.grad for p in params]


case("buckets and hooks", buckets_and_hooks)


def unused(find):
    ddp = DDP(ddp_models.make_model(seed=0, unused_branch=True), find_unused_parameters=find)
    grads = []
    for _ in range(2):
        x, y = mine(*ddp_models.data(0, 0, B * size))
        ((ddp(x) - y) ** 2).mean().backward()
        grads.append([None if p.grad is None else p.grad.clone() for p in ddp.parameters()])
    return grads


case("find_unused_parameters", lambda: unused(True))
case("unused parameters without find_unused_parameters", lambda: unused(False))


def buffers(broadcast):
    model = ddp_models.make_model(seed=0)
    ddp = DDP(model, broadcast_buffers=broadcast)
    model.scale.fill_(float(rank + 5))          # the buffers drift apart after construction
    ddp(torch.ones(1, 3, dtype=torch.float64))
    return model.scale


case("broadcast_buffers", lambda: buffers(True))
case("broadcast_buffers=False", lambda: buffers(False))
case("DistributedSampler from the group", lambda: [list(DistributedSampler(range(10), seed=3)),
                                                    list(DistributedSampler(range(10), shuffle=False, drop_last=True))])
case("device_ids on a CPU module", lambda: DDP(torch.nn.Linear(1, 1), device_ids=[0]))


def frozen():
    layer = torch.nn.Linear(1, 1)
    layer.requires_grad_(False)
    return DDP(layer)


case("no parameter requires grad", frozen)
case("different models", lambda: DDP(torch.nn.Linear(2, 2 + rank)))
case("the group still works after them", lambda: DDP(torch.nn.Linear(2, 2)).module.weight.shape)
record.write(rank)
dist.destroy_process_group()
