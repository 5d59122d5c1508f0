// The source forms of xasync the layer prepends to programs built from
// source (docs/source-mode.md): generated at build time from the library's
// own sources (source/make_prelude.cmake) and chosen per context.
#pragma once
#include "cl_api.h"

namespace xasync_layer {

struct Prelude {
  const char *name; // "generic", "nvptx sm_80", ...
  const char *text; // ends with "#line 1\n"
  unsigned nv_sm = 0; // an nvptx form's lowest SM of the context (80 and up), else 0
};

// The prelude for a program of `context`, or {nullptr, nullptr} when its
// devices need none (not covered, covered through their driver's library,
// a failed query) or need different ones (docs/source-mode.md).
Prelude prelude_for_context(cl_context context);

// The form that gives `device` the builtins, as a short name: "" (not
// covered), "driver" (covered through its driver's kernel library: the
// overlay), or the source form a program for it alone gets ("generic",
// "nvptx", "nvptx-partial", "rows"; an NVIDIA GPU below sm_80 gets "generic").
const char *device_form_name(cl_device_id device);

// NVIDIA's compute capability as major * 10 + minor, 0 if the driver does
// not answer (cl_nv_device_attribute_query).
unsigned nv_sm(cl_device_id device);

// The prelude `program`'s source starts with (a program the layer created
// from source), or nullptr (none, or the query failed).
const char *program_prelude(cl_program program);

} // namespace xasync_layer
