"""A layered drawing of a directed graph (Sugiyama's method), small enough to read: what make_dot
draws with when Graphviz is not installed.

Steps, each the simple standard choice for a graph that flows one way (a backward graph is acyclic):
1. rank: each node sits one layer above its highest consumer (counted from the sinks), so a weight
   appears just above the op that uses it rather than at the top of the page, and a sink (a saved
   tensor) just below the node that points to it;
2. an edge longer than one layer goes through dummy nodes, one per layer it crosses;
3. order within layers: barycenter sweeps down and up, keeping the order with fewest crossings;
4. x: each node pulled to the mean x of its neighbours, layer by layer, with the nearest placement
   that keeps the order and the gaps (an isotonic regression, solved exactly by pooling);
5. y: layers stacked with their tallest box.
Nothing here knows about tensors: nodes are ids with a width and a height, edges pairs of ids.
"""

GAP_X = 18      # between boxes of one layer
GAP_Y = 36      # between layers
DUMMY_WIDTH = 8
SWEEPS = 12


class Layout:
    """Positions: node id -> (x center, y center); edge index -> its points (source bottom to target top)."""

    def __init__(self, nodes, points, width, height):
        self.nodes, self.points, self.width, self.height = nodes, points, width, height


def layout(sizes, edges):
    """sizes: {node: (width, height)} in drawing order; edges: [(source, target)], drawn from source
    (above) to target (below). Returns a Layout."""
    succ = {n: [] for n in sizes}
    pred = {n: [] for n in sizes}
    for a, b in edges:
        if a != b:
            succ[a].append(b)
            pred[b].append(a)
    rank = _ranks(sizes, succ, pred)
    top = max(rank.values(), default=0)
    layers, chains, width = _with_dummies(sizes, edges, rank, top)
    neighbours_up, neighbours_down = _adjacency(layers, chains)
    _order(layers, neighbours_up, neighbours_down)
    x = _place_x(layers, width, neighbours_up, neighbours_down)
    y, height = _place_y(layers, sizes)
    nodes = {n: (x[n], y[n]) for n in sizes}
    points = []
    for chain in chains:
        a, *middle, b = chain
        start = (x[a], y[a] + sizes[a][1] / 2) if a in sizes else (x[a], y[a])
        end = (x[b], y[b] - sizes[b][1] / 2) if b in sizes else (x[b], y[b])
        points.append([start, *[(x[d], y[d]) for d in middle], end])
    left = min((x[n] - width[n] / 2 for n in x), default=0)
    right = max((x[n] + width[n] / 2 for n in x), default=0)
    shift = -left
    nodes = {n: (px + shift, py) for n, (px, py) in nodes.items()}
    points = [[(px + shift, py) for px, py in line] for line in points]
    return Layout(nodes, points, right - left, height)


def _ranks(sizes, succ, pred):
    """Layer of each node, counted from the bottom: 1 + the highest layer of its consumers (sinks 0),
    computed without recursion (a deep graph would exceed Python's recursion limit)."""
    rank = {}
    for start in sizes:
        if start in rank:
            continue
        stack = [(start, iter(succ[start]))]
        on_path = {start}
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                stack.pop()
                on_path.discard(node)
                rank[node] = 1 + max((rank[c] for c in succ[node] if c in rank), default=-1)
            elif child not in rank and child not in on_path:   # (an edge back into the path is ignored)
                stack.append((child, iter(succ[child])))
                on_path.add(child)
    for node in sizes:   # a sink hangs just below the lowest node that points to it, not at the bottom
        if not succ[node] and pred[node]:
            rank[node] = max(min(rank[p] for p in pred[node]) - 1, 0)
    return rank


def _with_dummies(sizes, edges, rank, top):
    """Layers top to bottom (lists of ids), each edge as its chain of ids through dummies, widths."""
    layers = [[] for _ in range(top + 1)]
    width = {}
    for n in sizes:
        layers[top - rank[n]].append(n)
        width[n] = sizes[n][0]
    chains = []
    for i, (a, b) in enumerate(edges):
        chain = [a]
        upper, lower = (a, b) if rank[a] >= rank[b] else (b, a)
        for level in range(top - rank[upper] + 1, top - rank[lower]):
            dummy = ("dummy", i, level)
            layers[level].append(dummy)
            width[dummy] = DUMMY_WIDTH
            chain.append(dummy)
        chain.append(b)
        if upper is not a:   # an edge drawn upwards: its dummies were listed from the top
            chain = [a, *reversed(chain[1:-1]), b]
        chains.append(chain)
    return layers, chains, width


def _adjacency(layers, chains):
    up = {n: [] for layer in layers for n in layer}
    down = {n: [] for layer in layers for n in layer}
    level = {n: i for i, layer in enumerate(layers) for n in layer}
    for chain in chains:
        for a, b in zip(chain, chain[1:]):
            if level[a] > level[b]:
                a, b = b, a
            if level[b] == level[a] + 1:
                down[a].append(b)
                up[b].append(a)
    return up, down


def _order(layers, up, down):
    """Barycenter sweeps; the best order seen (fewest crossings) is kept."""
    best = [list(layer) for layer in layers]
    best_crossings = _crossings(layers, down)
    for sweep in range(SWEEPS):
        downward = sweep % 2 == 0
        indices = range(1, len(layers)) if downward else range(len(layers) - 2, -1, -1)
        for i in indices:
            ref = layers[i - 1] if downward else layers[i + 1]
            position = {n: k for k, n in enumerate(ref)}
            links = up if downward else down
            current = {n: k for k, n in enumerate(layers[i])}

            def key(n, position=position, links=links, current=current):
                linked = [position[m] for m in links[n] if m in position]
                return (sum(linked) / len(linked), current[n]) if linked else (current[n], current[n])

            layers[i].sort(key=key)
        crossings = _crossings(layers, down)
        if crossings < best_crossings:
            best, best_crossings = [list(layer) for layer in layers], crossings
    layers[:] = best


def _crossings(layers, down):
    """Edge crossings between consecutive layers (inversions of the lower ends, counted by merge sort)."""
    total = 0
    for upper, lower in zip(layers, layers[1:]):
        position = {n: k for k, n in enumerate(lower)}
        ends = [position[m] for n in upper for m in sorted(down[n], key=position.get) if m in position]
        total += _inversions(ends)
    return total


def _inversions(values):
    if len(values) < 2:
        return 0
    middle = len(values) // 2
    left, right = values[:middle], values[middle:]
    count = _inversions(left) + _inversions(right)
    left.sort()
    right.sort()
    j = 0
    for v in left:   # pairs (v in left, w in right) with w < v
        while j < len(right) and right[j] < v:
            j += 1
        count += j
    return count


def _place_x(layers, width, up, down):
    x = {}
    for layer in layers:   # start packed from the left
        at = 0.0
        for n in layer:
            x[n] = at + width[n] / 2
            at += width[n] + GAP_X
    for sweep in range(8):
        order = range(len(layers)) if sweep % 2 == 0 else range(len(layers) - 1, -1, -1)
        links = up if sweep % 2 == 0 else down
        for i in order:
            wanted = []
            for n in layers[i]:
                linked = links[n] or up[n] + down[n]
                wanted.append(sum(x[m] for m in linked) / len(linked) if linked else x[n])
            for n, value in zip(layers[i], _nearest_in_order(wanted, [width[n] for n in layers[i]])):
                x[n] = value
    return x


def _nearest_in_order(wanted, widths):
    """Positions as close as possible (least squares) to `wanted` that keep the order and the gaps:
    with the gaps taken out, an isotonic regression, solved by pooling adjacent violators."""
    offsets = [0.0]
    for a, b in zip(widths, widths[1:]):
        offsets.append(offsets[-1] + (a + b) / 2 + GAP_X)
    blocks = []   # [mean, count]
    for w, off in zip(wanted, offsets):
        blocks.append([w - off, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            mean, count = blocks.pop()
            blocks[-1] = [(blocks[-1][0] * blocks[-1][1] + mean * count) / (blocks[-1][1] + count),
                          blocks[-1][1] + count]
    values = [mean for mean, count in blocks for _ in range(count)]
    return [v + off for v, off in zip(values, offsets)]


def _place_y(layers, sizes):
    y = {}
    at = 0.0
    for layer in layers:
        tall = max((sizes[n][1] for n in layer if n in sizes), default=0)
        for n in layer:
            y[n] = at + tall / 2
        at += tall + GAP_Y
    return y, max(at - GAP_Y, 0)
