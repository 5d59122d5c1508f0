// The two directions on a parsed module (api.cpp wraps them with parsing,
// writing and validation).
#pragma once
#include "module.h"

namespace xasync::spirv {

Module lower_module(Module m);
Module raise_module(Module m);

} // namespace xasync::spirv
