// clCreateProgramWithSource for covered devices: the user's strings after
// a source form of xasync (docs/source-mode.md).
#pragma once
#include "cl_api.h"

namespace xasync_layer {

cl_program CL_API_CALL create_program_with_source(cl_context context, cl_uint count,
                                                  const char **strings, const size_t *lengths,
                                                  cl_int *errcode_ret);

// clCompileProgram: a program the layer created from source, compiled as a
// unit for clLinkProgram, gets -D__XASYNC_LINKED_UNIT: every unit carries its
// own copy of the source form, so the nvptx form takes its stateless half
// there (docs/source-mode.md, "Events").  Other programs pass unchanged.
cl_int CL_API_CALL compile_program(cl_program program, cl_uint num_devices,
                                   const cl_device_id *device_list, const char *options,
                                   cl_uint num_input_headers, const cl_program *input_headers,
                                   const char **header_include_names,
                                   void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                   void *user_data);

} // namespace xasync_layer
