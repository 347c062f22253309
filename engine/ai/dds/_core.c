/* The CPython module of the solver's compiled search: stammtisch.engine.ai.dds._core.Core.
 *
 * Only the interface: it parses the arguments search.py's FastSolver passes, copies them into
 * the search's input structs (_core_search.h), calls the search and turns its answers and
 * statuses into Python objects and exceptions.  The search itself is _core_search.c, plain C.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "_core_search.h"

typedef struct {
    PyObject_HEAD
    DdsSearch *search;
    int aborted; /* the last search's DdsStatus: 0 done, 1 node budget, 2 time, 3 failed */
} Core;

/* --- reading arguments ------------------------------------------------------------------ */

static int read_ints(PyObject *seq, int *out, Py_ssize_t n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd numbers", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t j = 0; j < n; j++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, j));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[j] = (int)v;
    }
    Py_DECREF(fast);
    return 0;
}

static int read_u64s(PyObject *seq, uint64_t *out, Py_ssize_t n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd numbers", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t j = 0; j < n; j++) {
        uint64_t v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, j));
        if (v == (uint64_t)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[j] = v;
    }
    Py_DECREF(fast);
    return 0;
}

/* a table of n bytes (0 or 1), e.g. who beats whom */
static int read_bytes(PyObject *obj, unsigned char *out, Py_ssize_t n, const char *what) {
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return -1;
    if (view.len != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd bytes", what, n);
        PyBuffer_Release(&view);
        return -1;
    }
    memcpy(out, view.buf, (size_t)n);
    PyBuffer_Release(&view);
    return 0;
}

/* blocks: a sequence of (mask, run, tops) */
static int read_blocks(PyObject *blocks, DdsPosition *pos) {
    PyObject *fb = PySequence_Fast(blocks, "blocks");
    if (fb == NULL) return -1;
    Py_ssize_t nb = PySequence_Fast_GET_SIZE(fb);
    if (nb > DDS_MAX_BLOCKS) {
        Py_DECREF(fb);
        PyErr_SetString(PyExc_ValueError, "too many blocks");
        return -1;
    }
    pos->nblocks = (int)nb;
    for (Py_ssize_t q = 0; q < nb; q++) {
        PyObject *mask, *run, *tops;
        DdsBlock *blk = &pos->blocks[q];
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fb, q), "OOO", &mask, &run, &tops)) {
            Py_DECREF(fb);
            return -1;
        }
        Py_ssize_t len = PySequence_Size(run);
        if (len < 0 || len > DDS_MAX_RUN) {
            Py_DECREF(fb);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "block run too long");
            return -1;
        }
        blk->mask = PyLong_AsUnsignedLongLong(mask);
        blk->len = (int)len;
        if (PyErr_Occurred() || read_ints(run, blk->run, len, "run") ||
            read_u64s(tops, blk->tops, len + 1, "tops")) {
            Py_DECREF(fb);
            return -1;
        }
    }
    Py_DECREF(fb);
    return 0;
}

static int read_trick(PyObject *trick, DdsPosition *pos) {
    PyObject *ft = PySequence_Fast(trick, "trick");
    if (ft == NULL) return -1;
    Py_ssize_t nt = PySequence_Fast_GET_SIZE(ft);
    Py_DECREF(ft);
    if (nt >= pos->n) {
        PyErr_SetString(PyExc_ValueError, "the trick is full");
        return -1;
    }
    pos->ntrick = (int)nt;
    return read_ints(trick, pos->trick, nt, "trick");
}

/* A status of the search as a Python exception (NULL, for returning). */
static void *status_error(DdsStatus status) {
    PyErr_SetString(status == DDS_NO_MEMORY ? PyExc_MemoryError : PyExc_ValueError,
                    dds_status_text(status));
    return NULL;
}

/* --- the Core type ---------------------------------------------------------------------- */

static void Core_dealloc(Core *self) {
    dds_free(self->search);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Core(n, hands, side, cls, val, lead_key, prev, above, cmask, beats, beats_last, called,
 *      runaway, tv, lb, blocks, zob_card, zob_leader, leader, trick, tricks_left, zob, rp, rn,
 *      table_bits, double_deck) */
static int Core_init(Core *self, PyObject *args, PyObject *kw) {
    (void)kw;
    PyObject *hands, *side, *cls, *val, *lead_key, *prev, *above, *cmask, *beats, *beats_last;
    PyObject *blocks, *zob_card, *zob_leader, *trick;
    int n, called, runaway, tv, lb, leader, tricks_left, rp, rn, table_bits, double_deck;
    unsigned long long zob;
    if (!PyArg_ParseTuple(args, "iOOOOOOOOOOiiiiOOOiOiKiiip", &n, &hands, &side, &cls, &val,
                          &lead_key, &prev, &above, &cmask, &beats, &beats_last, &called, &runaway,
                          &tv, &lb, &blocks, &zob_card, &zob_leader, &leader, &trick, &tricks_left,
                          &zob, &rp, &rn, &table_bits, &double_deck))
        return -1;
    if (n < 2 || n > DDS_MAX_PLAYERS) {
        status_error(DDS_BAD_PLAYERS);
        return -1;
    }
    /* about 30 kB: on the heap, not on a thread's stack */
    DdsPosition *pos = PyMem_Calloc(1, sizeof(DdsPosition));
    if (pos == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    pos->n = n;
    pos->called = called;
    pos->runaway = runaway;
    pos->tv = tv;
    pos->lb = lb;
    pos->leader = leader;
    pos->tricks_left = tricks_left;
    pos->zob = (uint64_t)zob;
    pos->rp = rp;
    pos->rn = rn;
    pos->table_bits = table_bits;
    pos->double_deck = double_deck;
    DdsSearch *search = NULL;
    int failed =
        read_u64s(hands, pos->hands, n, "hands") || read_ints(side, pos->side, n, "side") ||
        read_ints(cls, pos->cls, 64, "cls") || read_ints(val, pos->val, 64, "val") ||
        read_ints(lead_key, pos->lead_key, 64, "lead_key") ||
        read_ints(prev, pos->prev, 64, "prev") || read_u64s(above, pos->above, 64, "above") ||
        read_u64s(cmask, pos->cmask, 5, "cmask") ||
        read_bytes(beats, pos->beats, 4096, "beats") ||
        read_bytes(beats_last, pos->beats_last, 4096, "beats_last") ||
        read_u64s(zob_card, pos->zob_card, DDS_MAX_PLAYERS * 64, "zob_card") ||
        read_u64s(zob_leader, pos->zob_leader, DDS_MAX_PLAYERS, "zob_leader") ||
        read_blocks(blocks, pos) || read_trick(trick, pos);
    if (!failed) {
        DdsStatus status = dds_new(pos, &search);
        if (status != DDS_OK) {
            status_error(status);
            failed = 1;
        }
    }
    PyMem_Free(pos);
    if (failed) return -1;
    dds_free(self->search);
    self->search = search;
    self->aborted = 0;
    return 0;
}

static int ready(Core *self) {
    if (self->search != NULL) return 1;
    PyErr_SetString(PyExc_ValueError, "Core was not initialised");
    return 0;
}

PyDoc_STRVAR(set_extras_doc,
             "set_extras(code, eqv, radius, doppelkopf, fox_last, charlie, caught, fox0, fox1, "
             "cj0, cj1, rich, zext)\n\nSwitch the extras on (see search.py's _ExtrasSetup); "
             "set_level gives the tested level before each search.");

static PyObject *Core_set_extras(Core *self, PyObject *args) {
    PyObject *code, *eqv, *zext;
    DdsExtras x;
    unsigned long long fox0, fox1, cj0, cj1, rich;
    if (!ready(self)) return NULL;
    if (!PyArg_ParseTuple(args, "OOiiiiiKKKKKO", &code, &eqv, &x.radius, &x.doppelkopf,
                          &x.fox_last, &x.charlie, &x.caught, &fox0, &fox1, &cj0, &cj1, &rich,
                          &zext))
        return NULL;
    x.fox0 = fox0;
    x.fox1 = fox1;
    x.cj0 = cj0;
    x.cj1 = cj1;
    x.rich = rich;
    if (read_ints(code, x.code, 64, "code") || read_ints(eqv, x.eqv, 64, "eqv") ||
        read_u64s(zext, x.zext, DDS_EXTRAS_KEYS, "zext"))
        return NULL;
    DdsStatus status = dds_set_extras(self->search, &x);
    if (status != DDS_OK) return status_error(status);
    Py_RETURN_NONE;
}

PyDoc_STRVAR(set_level_doc, "set_level(phi, level_key)\n\nThe tested score level: phi[e + R] "
                            "and its part of the table keys.");

static PyObject *Core_set_level(Core *self, PyObject *args) {
    PyObject *phi;
    unsigned long long level_key;
    int values[2 * DDS_MAX_RADIUS + 1];
    if (!ready(self)) return NULL;
    if (!PyArg_ParseTuple(args, "OK", &phi, &level_key)) return NULL;
    int radius = dds_extras_radius(self->search);
    if (radius < 0) return status_error(DDS_NO_EXTRAS);
    if (read_ints(phi, values, 2 * radius + 1, "phi")) return NULL;
    DdsStatus status = dds_set_level(self->search, values, level_key);
    if (status != DDS_OK) return status_error(status);
    Py_RETURN_NONE;
}

/* The search's stop function: calls should_stop (its context); -1 when that raised. */
static int call_should_stop(void *context) {
    PyObject *r = PyObject_CallNoArgs((PyObject *)context);
    if (r == NULL) return -1;
    int t = PyObject_IsTrue(r);
    Py_DECREF(r);
    return t;
}

PyDoc_STRVAR(search_doc,
             "search(first, alpha, beta, node_limit, should_stop) -> int | None\n\n"
             "The value from the position (first >= 0: the seat to move plays that card bit "
             "first), or None when the budget ran out (see the aborted attribute).");

static PyObject *Core_search(Core *self, PyObject *args) {
    int first, alpha, beta, value;
    long long node_limit;
    PyObject *should_stop;
    if (!ready(self)) return NULL;
    if (!PyArg_ParseTuple(args, "iiiLO", &first, &alpha, &beta, &node_limit, &should_stop))
        return NULL;
    int asks = should_stop != Py_None;
    if (asks) Py_INCREF(should_stop);
    DdsStatus status = dds_search(self->search, first, alpha, beta, node_limit,
                                  asks ? call_should_stop : NULL, should_stop, &value);
    if (asks) Py_DECREF(should_stop);
    self->aborted = (int)status;
    if (status == DDS_STOP_FAILED) return NULL; /* should_stop raised: its exception stands */
    if (status != DDS_OK) Py_RETURN_NONE;
    return PyLong_FromLong(value);
}

static PyObject *Core_get_nodes(Core *self, void *closure) {
    (void)closure;
    if (!ready(self)) return NULL;
    return PyLong_FromLongLong(dds_nodes(self->search));
}

static int Core_set_nodes(Core *self, PyObject *value, void *closure) {
    (void)closure;
    if (!ready(self)) return -1;
    long long v = PyLong_AsLongLong(value);
    if (v == -1 && PyErr_Occurred()) return -1;
    dds_set_nodes(self->search, v);
    return 0;
}

static PyObject *Core_get_aborted(Core *self, void *closure) {
    (void)closure;
    return PyLong_FromLong(self->aborted);
}

static PyMethodDef Core_methods[] = {
    {"search", (PyCFunction)Core_search, METH_VARARGS, search_doc},
    {"set_extras", (PyCFunction)Core_set_extras, METH_VARARGS, set_extras_doc},
    {"set_level", (PyCFunction)Core_set_level, METH_VARARGS, set_level_doc},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"nodes", (getter)Core_get_nodes, (setter)Core_set_nodes, "nodes searched so far", NULL},
    {"aborted", (getter)Core_get_aborted, NULL,
     "why the last search stopped early: 0 not, 1 node budget, 2 time", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "stammtisch.engine.ai.dds._core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The open-hand search over one position (see search.py and _core_search.h).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "_core", "The compiled open-hand search (see search.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__core(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&core_module);
    if (m == NULL) return NULL;
    if (PyModule_AddObjectRef(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
