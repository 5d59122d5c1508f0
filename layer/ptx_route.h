// The PTX route (docs/layer.md, "The PTX route"): a program from source for
// NVIDIA GPUs of sm_80 and up is built a second time, by clang with xasync's
// nvptx library and pass plugin, exactly as PTX mode builds it, and its
// kernels come from that build.  The pass plugin sees the whole kernel and
// keeps the copy state in registers, which NVIDIA's compiler, given the
// source form, cannot be told to do.  The program the user holds stays the
// source form's build (its queries, binaries and log are that build's); a
// route that cannot be taken (no clang, an option clang does not know, a
// build error, a callback build) leaves the source form's kernels.
#pragma once
#include "cl_api.h"
#include "source_forms.h"

#include <string>

namespace xasync_layer {

// Whether programs from source given `prelude` may take the route (an
// nvptx form, every device of the context an NVIDIA GPU of sm_80 or up,
// and XASYNC_LAYER_PTX_ROUTE not 0).
bool ptx_route_for(const Prelude &prelude);

// Remembers the user's own source of `program` (without the prelude).
void ptx_route_remember(cl_program program, cl_context context, std::string source);

cl_int CL_API_CALL ptx_build_program(cl_program program, cl_uint num_devices,
                                     const cl_device_id *device_list, const char *options,
                                     void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                     void *user_data);
cl_kernel CL_API_CALL ptx_create_kernel(cl_program program, const char *kernel_name,
                                        cl_int *errcode_ret);
cl_int CL_API_CALL ptx_create_kernels_in_program(cl_program program, cl_uint num_kernels,
                                                 cl_kernel *kernels, cl_uint *num_kernels_ret);
cl_int CL_API_CALL ptx_get_kernel_info(cl_kernel kernel, cl_kernel_info param_name,
                                       size_t param_value_size, void *param_value,
                                       size_t *param_value_size_ret);
cl_int CL_API_CALL ptx_get_kernel_arg_info(cl_kernel kernel, cl_uint arg_index,
                                           cl_kernel_arg_info param_name,
                                           size_t param_value_size, void *param_value,
                                           size_t *param_value_size_ret);
cl_int CL_API_CALL ptx_release_program(cl_program program);

} // namespace xasync_layer
