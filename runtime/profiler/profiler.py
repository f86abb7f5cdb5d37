"""gradtable.profiler.profile: the profiler of PyTorch's tutorials (torch.profiler.profile).

    with torch.profiler.profile(activities=[ProfilerActivity.CPU],
                                schedule=torch.profiler.schedule(wait=1, warmup=1, active=2),
                                on_trace_ready=torch.profiler.tensorboard_trace_handler("./log")) as prof:
        for batch in loader:
            train_step(batch)
            prof.step()

This is the step-aware layer over gradtable.autograd.profiler.profile, which does all the recording
(one copy of the op and node hooks): a schedule says, step by step, whether to do nothing, warm up
(here: nothing either, there is no device tracer to start), record, or record and hand the cycle to
on_trace_ready. The transitions between those actions are PyTorch's table (_ACTIONS below), so a
schedule calls on_trace_ready on the same steps, and warns about the same mistakes, as in PyTorch.
"""
import gzip
import json
import os
import shutil
import socket
import time
import warnings
from enum import Enum

from ..autograd import profiler as autograd_profiler
from ..core.warn_once import warn_once
from . import memory_timeline


class ProfilerActivity(Enum):
    """What to trace. Only the CPU is here: asking for a device warns and drops it, as PyTorch does
    on a build without that device."""

    CPU = 0
    XPU = 1
    MTIA = 4
    CUDA = 2
    HPU = 3
    PrivateUse1 = 5


class ProfilerAction(Enum):
    """What the profiler does during one step; a schedule returns one per step number."""

    NONE = 0
    WARMUP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3
    DEVICE_STOPPED = 4


def supported_activities():
    return {ProfilerActivity.CPU}


def schedule(*, wait, warmup, active, repeat=0, skip_first=0, skip_first_wait=0):
    """The usual schedule: skip `skip_first` steps, then cycles of `wait` idle, `warmup` and `active`
    steps (the last active one is RECORD_AND_SAVE), `repeat` times (0: until the profiler stops).
    With skip_first_wait, the first cycle starts without its wait."""
    if wait < 0 or warmup < 0 or active <= 0 or repeat < 0 or skip_first < 0:
        raise AssertionError(
            f"Invalid profiler schedule arguments. Got wait={wait} (need >= 0), warmup={warmup} (need >= 0), "
            f"active={active} (need > 0), repeat={repeat} (need >= 0), skip_first={skip_first} (need >= 0).")
    if warmup == 0:
        warnings.warn("Profiler won't be using warmup, this can skew profiler results", stacklevel=2)
    cycle = wait + warmup + active

    def schedule_fn(step):
        if step < 0:
            raise AssertionError(f"Step must be non-negative. Got {step}.")
        if step < skip_first:
            return ProfilerAction.NONE
        position = step - skip_first + (wait if skip_first_wait else 0)
        if repeat > 0 and position >= repeat * cycle:
            return ProfilerAction.NONE
        position %= cycle
        if position < wait:
            return ProfilerAction.NONE
        if position < wait + warmup:
            return ProfilerAction.WARMUP
        return ProfilerAction.RECORD if position < cycle - 1 else ProfilerAction.RECORD_AND_SAVE

    return schedule_fn


def _default_schedule_fn(_):
    """Without a schedule: record everything from start() to stop()."""
    return ProfilerAction.RECORD


def tensorboard_trace_handler(dir_name, worker_name=None, use_gzip=False, use_python_export=False):
    """An on_trace_ready that writes each cycle to `dir_name/<worker>.<ns>.pt.trace.json[.gz]`, the
    names TensorBoard's profiler plugin reads (worker: "<hostname>_<pid>" unless given)."""

    def handler_fn(prof):
        nonlocal worker_name
        if not os.path.isdir(dir_name):
            try:
                os.makedirs(dir_name, exist_ok=True)
            except Exception as e:
                raise RuntimeError("Can't create directory: " + dir_name) from e
        if not worker_name:
            worker_name = f"{socket.gethostname()}_{os.getpid()}"
        file_name = f"{worker_name}.{time.time_ns()}.pt.trace.json" + (".gz" if use_gzip else "")
        prof.export_chrome_trace(os.path.join(dir_name, file_name), use_python_export=use_python_export)

    return handler_fn




def _parse_activities(activities):
    """The set of activity groups; a dict item names a group's activity types (kept, unused here)."""
    parsed, filters = set(), {}
    for item in activities:
        if isinstance(item, ProfilerActivity):
            keys = [item]
        elif isinstance(item, dict):
            keys = list(item)
            filters.update({key: set(value) for key, value in item.items()})
        else:
            raise TypeError(f"Expected ProfilerActivity or dict, got {type(item)}")
        for key in keys:
            if key in parsed:
                raise ValueError(f"Activity {key} specified more than once")
            parsed.add(key)
    return parsed, filters


_DEVICES = {ProfilerActivity.CUDA: "cuda", ProfilerActivity.XPU: "xpu", ProfilerActivity.MTIA: "mtia",
            ProfilerActivity.HPU: "hpu", ProfilerActivity.PrivateUse1: "privateuseone"}


class _KinetoProfile:
    """The profiler without steps: start() records into a fresh autograd profile, stop() ends it."""

    def __init__(self, *, activities=None, record_shapes=False, profile_memory=False, with_stack=False,
                 with_flops=False, with_modules=False, experimental_config=None, execution_trace_observer=None,
                 acc_events=False, custom_trace_id_callback=None, post_processing_timeout_s=None):
        if activities:
            self.activities, self.activity_filters = _parse_activities(activities)
        else:
            self.activities, self.activity_filters = supported_activities(), {}
        self.record_shapes = record_shapes
        self.with_flops = with_flops
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.with_modules = with_modules
        self.experimental_config = experimental_config
        self.execution_trace_observer = execution_trace_observer
        self.acc_events = acc_events
        self.custom_trace_id_callback = custom_trace_id_callback
        self.post_processing_timeout_s = post_processing_timeout_s
        self.profiler = None
        self.use_device = next((_DEVICES[a] for a in _DEVICES if a in self.activities), None)
        self.preset_metadata = {}
        self._trace_metadata = {}

    def start(self):
        self.prepare_trace()
        self.start_trace()

    def stop(self):
        self.stop_trace()

    def prepare_trace(self):
        if self.profiler is not None and not self.acc_events:
            warn_once("Warning: Profiler clears events at the end of each cycle. Only events from the current "
                       "cycle will be reported. To keep events across cycles, set acc_events=True.")
        if self.profiler is None or not self.acc_events:
            if self.profiler is not None:
                self.profiler.__exit__(None, None, None)  # started twice: the new cycle replaces the old
            self.profiler = autograd_profiler.profile(
                use_cpu=ProfilerActivity.CPU in self.activities, use_device=self.use_device,
                record_shapes=self.record_shapes, with_flops=self.with_flops, profile_memory=self.profile_memory,
                with_stack=self.with_stack, with_modules=self.with_modules, use_kineto=True,
                experimental_config=self.experimental_config, acc_events=self.acc_events,
                custom_trace_id_callback=self.custom_trace_id_callback)
        self.profiler._prepare_trace()

    def start_trace(self):
        if self.execution_trace_observer:
            self.execution_trace_observer.start()
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before starting trace")
        self.profiler._start_trace()
        for option in ("profile_memory", "with_stack", "record_shapes", "with_modules", "with_flops"):
            if getattr(self, option):
                self.add_metadata_json(option, "1")
        for key, value in self.preset_metadata.items():
            self.add_metadata_json(key, value)

    def stop_trace(self):
        if self.execution_trace_observer:
            self.execution_trace_observer.stop()
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before stopping trace")
        self.profiler.__exit__(None, None, None)

    def export_chrome_trace(self, path, use_python_export=False):
        """The last cycle's events as a Chrome trace (gzip-compressed when the path ends in .gz)."""
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before exporting chrome trace")
        metadata = {key: json.loads(value) for key, value in self._trace_metadata.items()}
        if not path.endswith(".gz"):
            return self.profiler.export_chrome_trace(path, metadata)
        plain = path[:-len(".gz")] + ".tmp"
        self.profiler.export_chrome_trace(plain, metadata)
        with open(plain, "rb") as source, gzip.open(path, "wb") as target:
            shutil.copyfileobj(source, target)
        os.remove(plain)

    def export_memory_timeline(self, path, device=None):
        """Memory over the profiled run (memory_timeline.py): ".html", ".json" / ".json.gz" ([times,
        sizes by category]) or ".raw.json.gz" (raw events). Needs record_shapes, profile_memory and
        with_stack, as PyTorch's; deprecated there, with its FutureWarning."""
        warnings.warn("`export_memory_timeline` is deprecated and will be removed in a future version. Please use "
                      "`torch.cuda.memory._record_memory_history` and `torch.cuda.memory._export_memory_snapshot` "
                      "instead.", FutureWarning, stacklevel=2)
        if device is None:
            device = self.use_device + ":0" if self.use_device and self.use_device != "cuda" else "cpu"
        missing = [f"{name}=True" for name in ("record_shapes", "profile_memory", "with_stack")
                   if not getattr(self, name)]
        if missing:
            raise ValueError(f"{', '.join(missing)} required for memory profiling.")
        if self.profiler is None or self.profiler._events is None:
            raise AssertionError("Profiler and kineto_results must be initialized for memory profiling")
        memory_timeline.export(self.profiler._memory_log, path, device)

    def export_stacks(self, path, metric="self_cpu_time_total"):
        """Stack traces with each event's time, the input of flame-graph tools (needs with_stack)."""
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before exporting stacks")
        return self.profiler.export_stacks(path, metric)

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0, group_by_overload_name=False):
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before getting key averages")
        return self.profiler.key_averages(group_by_input_shape, group_by_stack_n)

    def events(self):
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before accessing events")
        return self.profiler.function_events

    def add_metadata(self, key, value):
        """A string to write at the top of the trace file."""
        self._trace_metadata[key] = '"' + value.replace('"', '\\"') + '"'

    def add_metadata_json(self, key, value):
        """A JSON value (given as text) to write at the top of the trace file."""
        self._trace_metadata[key] = value

    def preset_metadata_json(self, key, value):
        """Metadata for every cycle's trace, added when the cycle starts."""
        self.preset_metadata[key] = value


def _transitions(prof):
    """PyTorch's table: what to do when the action changes from one step to the next (None: stopping)."""
    A = ProfilerAction
    prepare, start, stop, ready = prof.prepare_trace, prof.start_trace, prof.stop_trace, prof._trace_ready

    def warn(message):
        return lambda: warnings.warn(message, stacklevel=4)

    return {
        (A.NONE, A.WARMUP): [prepare],
        (A.NONE, A.RECORD): [prepare, start],
        (A.NONE, A.RECORD_AND_SAVE): [prepare, start],
        (A.WARMUP, A.NONE): [warn("Incorrect schedule: WARMUP followed by NONE"), start, stop],
        (A.WARMUP, A.RECORD): [start],
        (A.WARMUP, A.RECORD_AND_SAVE): [start],
        (A.RECORD, A.NONE): [warn("Incorrect schedule: RECORD followed by NONE"), stop],
        (A.RECORD, A.WARMUP): [warn("Incorrect schedule: RECORD followed by WARMUP"), stop],
        (A.RECORD_AND_SAVE, A.NONE): [stop, ready],
        (A.RECORD_AND_SAVE, A.WARMUP): [stop, ready, prepare],
        (A.RECORD_AND_SAVE, A.RECORD): [stop, ready, prepare, start],
        (A.RECORD_AND_SAVE, A.RECORD_AND_SAVE): [stop, ready, prepare, start],
        (A.WARMUP, None): [start, stop],
        (A.RECORD, None): [stop, ready],
        (A.RECORD_AND_SAVE, None): [stop, ready],
    }


_DEVICE_STOPPED_MESSAGE = ("ProfilerAction.DEVICE_STOPPED is set internally by the profiler and must not be "
                           "returned by a user-provided schedule")


class profile(_KinetoProfile):
    """Profiler context manager (or start()/stop()), stepped by step() through a schedule.

    Arguments as torch.profiler.profile. Without a schedule everything between start and stop is
    recorded; with one, each step runs inside a "ProfilerStep#<n>" range and on_trace_ready(prof) is
    called when an active cycle ends. Results: key_averages(), events(), export_chrome_trace(path).
    """

    def __init__(self, *, activities=None, schedule=None, on_trace_ready=None, record_shapes=False,
                 profile_memory=False, with_stack=False, with_flops=False, with_modules=False,
                 experimental_config=None, execution_trace_observer=None, acc_events=False, use_cuda=None,
                 custom_trace_id_callback=None, post_processing_timeout_s=None):
        if activities is not None:
            requested = set()
            for item in activities:
                if isinstance(item, ProfilerActivity):
                    requested.add(item)
                elif isinstance(item, dict):
                    requested.update(item)
        else:
            requested = supported_activities()
        if use_cuda is not None:
            warnings.warn("`use_cuda` is deprecated, use `activities` argument instead", FutureWarning,
                          stacklevel=2)
            if use_cuda:
                requested.add(ProfilerActivity.CUDA)
            else:
                requested.discard(ProfilerActivity.CUDA)
        if not requested:
            raise AssertionError("No valid profiler activities found")
        super().__init__(activities=activities, record_shapes=record_shapes, profile_memory=profile_memory,
                         with_stack=with_stack, with_flops=with_flops, with_modules=with_modules,
                         experimental_config=experimental_config, execution_trace_observer=execution_trace_observer,
                         acc_events=acc_events, custom_trace_id_callback=custom_trace_id_callback,
                         post_processing_timeout_s=post_processing_timeout_s)
        self.schedule = schedule or _default_schedule_fn
        self.record_steps = bool(schedule)  # step ranges in the trace and table
        self.on_trace_ready = on_trace_ready
        self.step_num = 0
        self.step_rec_fn = None
        self.current_action = self._scheduled(self.step_num)
        self.action_map = _transitions(self)

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.stop()
        if self.execution_trace_observer:
            self.execution_trace_observer.cleanup()

    def start(self):
        self._transit_action(ProfilerAction.NONE, self.current_action)
        self._enter_step()

    def stop(self):
        self._exit_step()
        self._transit_action(self.current_action, None)

    def step(self):
        """Signals the profiler that the next profiling step has started."""
        self._exit_step()
        action = self._scheduled(self.step_num + 1)
        previous, self.current_action = self.current_action, action
        self.step_num += 1
        self._transit_action(previous, action)
        self._enter_step()

    def _scheduled(self, step):
        action = self.schedule(step)
        if action == ProfilerAction.DEVICE_STOPPED:
            raise ValueError(_DEVICE_STOPPED_MESSAGE)
        return action

    def _enter_step(self):
        if self.record_steps:
            self.step_rec_fn = autograd_profiler.record_function("ProfilerStep#" + str(self.step_num))
            self.step_rec_fn.__enter__()

    def _exit_step(self):
        if self.record_steps and self.step_rec_fn:
            self.step_rec_fn.__exit__(None, None, None)
            self.step_rec_fn = None

    def _trace_ready(self):
        if self.on_trace_ready:
            self.on_trace_ready(self)

    def _transit_action(self, previous, current):
        for action in self.action_map.get((previous, current), []):
            action()
