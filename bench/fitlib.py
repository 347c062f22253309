"""Logistic regression for the hand models (pure Python; a handful of features)."""

from __future__ import annotations

import math


def fit(xs: list[list[float]], ys: list[int], l2: float = 0.02, iters: int = 60) -> list[float]:
    """Logistic regression by Newton's method (pure Python, small feature count)."""
    k = len(xs[0]) + 1
    w = [0.0] * k
    rows = [[1.0, *x] for x in xs]
    for _ in range(iters):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for r, y in zip(rows, ys, strict=True):
            z = sum(a * b for a, b in zip(w, r, strict=True))
            p = 1 / (1 + math.exp(-max(-30, min(30, z))))
            for i in range(k):
                grad[i] += (p - y) * r[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * r[i] * r[j]
        for i in range(1, k):
            grad[i] += l2 * w[i]
            hess[i][i] += l2
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row[:], b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        if abs(m[c][c]) < 1e-12:
            m[c][c] = 1e-12
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for j in range(c, n + 1):
                    m[r][j] -= f * m[c][j]
    return [m[i][n] / m[i][i] for i in range(n)]
