"""profile.export_memory_timeline: memory over time, by category (torch.profiler's MemoryProfileTimeline).

PyTorch derives the timeline from its allocator's events and sorts each tensor into a category
(parameter, optimizer state, input, temporary, activation, gradient, autograd detail) by a data
flow analysis of the recorded graph. gradtable's timeline comes from the storages the profile
watched (autograd/profiler_memory.py): PREEXISTING for a storage an op read that no recorded op
made, CREATE when an op's result made one, DESTROY when it was freed. The category is left
unknown (PyTorch's last column, "None"), as PyTorch leaves memory it cannot classify; the totals
per time are what PyTorch's rows add up to.

The files, as PyTorch's suffixes choose them: ".raw.json.gz" the raw events
[time_ns, action index, bytes (negative for a free), category index]; other ".gz" and ".json"
names [times_us, sizes] where sizes[i] holds, per time, 0 then the bytes of each category (in
PyTorch's order: parameter, optimizer state, input, temporary, activation, gradient, autograd
detail, unknown); ".html" a PNG plot (needs matplotlib, as in PyTorch).
"""
import gzip
import json

CATEGORIES = ("PARAMETER", "OPTIMIZER_STATE", "INPUT", "TEMPORARY", "ACTIVATION", "GRADIENT", "AUTOGRAD_DETAIL",
              None)
ACTIONS = {"PREEXISTING": 1, "CREATE": 2, "INCREMENT_VERSION": 3, "DESTROY": 4}
_UNKNOWN = CATEGORIES.index(None)


def coalesce(log):
    """[times in microseconds, sizes by category]: one row per distinct time, running totals."""
    times, sizes = [], []
    t_min = -1
    for t, action, nbytes, _ in log:
        if t != -1:
            t = int(t / 1000)
        if t_min == -1 or 0 < t < t_min:
            t_min = t
        if not times:
            times.append(t)
            sizes.append([0] * (len(CATEGORIES) + 1))
        elif t != times[-1]:
            times.append(t)
            sizes.append(sizes[-1].copy())
        sizes[-1][_UNKNOWN + 1] += -nbytes if action == "DESTROY" else nbytes
    return [t_min if t < 0 else t for t in times], sizes


def raw(log):
    return [(t, ACTIONS[action], -nbytes if action == "DESTROY" else nbytes, _UNKNOWN)
            for t, action, nbytes, _ in log]


def export(log, path, device):
    if device is not None and str(device).split(":")[0] != "cpu":
        log = []  # (nothing of gradtable's lives on another device)
    if path.endswith(".html"):
        return _export_html(log, path)
    data = raw(log) if path.endswith("raw.json.gz") else list(coalesce(log))
    if path.endswith(".gz"):
        with gzip.open(path, "wt") as f:
            json.dump(data, f)
    else:
        with open(path, "w") as f:
            json.dump(data, f)


def _export_html(log, path):
    import importlib.util
    if importlib.util.find_spec("matplotlib") is None:
        print("export_memory_timeline_html failed because matplotlib was not found.")
        return
    import base64
    import io

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    times, sizes = coalesce(log)
    times = np.array(times or [0], dtype=float)
    times -= times.min()
    stacked = np.cumsum(np.array(sizes or [[0] * (len(CATEGORIES) + 1)]), axis=1) / 1024 ** 3
    figure = plt.figure(figsize=(20, 12), dpi=80)
    axes = figure.gca()
    axes.fill_between(times / 1e3, stacked[:, _UNKNOWN], stacked[:, _UNKNOWN + 1], color="grey", alpha=0.7)
    figure.legend(["Unknown"])
    axes.set_xlabel("Time (ms)")
    axes.set_ylabel("Memory (GB)")
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    plt.close(figure)
    encoded = base64.b64encode(buffer.getvalue()).decode("utf-8")
    with open(path, "w") as f:
        f.write(f"<html>\n<head><meta charset=\"utf-8\" /><title>GPU Memory Timeline HTML</title></head>\n<body>\n"
                f"  <img src='data:image/png;base64,{encoded}'>\n</body>\n</html>")
