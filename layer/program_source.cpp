#include "program_source.h"

#include "coverage.h"
#include "dispatch.h"
#include "ptx_route.h"
#include "source_forms.h"

#include <climits>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace xasync_layer {

cl_program CL_API_CALL create_program_with_source(cl_context context, cl_uint count,
                                                  const char **strings, const size_t *lengths,
                                                  cl_int *errcode_ret) {
  const auto pass = [&] {
    return target().clCreateProgramWithSource(context, count, strings, lengths, errcode_ret);
  };
  // Arguments the spec rejects get the driver's own answer.
  if (count == 0 || count == UINT_MAX || !strings)
    return pass();
  for (cl_uint i = 0; i < count; ++i)
    if (!strings[i])
      return pass();
  try {
    const Prelude prelude = prelude_for_context(context);
    if (!prelude.text)
      return pass();
    // The prelude ends with `#line 1`: the user's first string starts at
    // line 1 again, so build logs name the user's own lines.
    std::vector<const char *> all{prelude.text};
    std::vector<size_t> all_lengths{std::strlen(prelude.text)};
    for (cl_uint i = 0; i < count; ++i) {
      all.push_back(strings[i]);
      all_lengths.push_back(lengths ? lengths[i] : 0); // 0: NUL-terminated
    }
    if (debug_enabled())
      std::fprintf(stderr, "xasync-layer: program from source: the %s source form prepended\n",
                   prelude.name);
    cl_int err = CL_SUCCESS;
    const cl_program program = target().clCreateProgramWithSource(
        context, count + 1, all.data(), all_lengths.data(), &err);
    if (errcode_ret)
      *errcode_ret = err;
    if (program && err == CL_SUCCESS && ptx_route_for(prelude)) {
      std::string source;
      for (cl_uint i = 0; i < count; ++i)
        source.append(strings[i], lengths && lengths[i] ? lengths[i] : std::strlen(strings[i]));
      ptx_route_remember(program, context, std::move(source));
    }
    return program;
  } catch (const std::bad_alloc &) {
    if (errcode_ret)
      *errcode_ret = CL_OUT_OF_HOST_MEMORY;
    return nullptr;
  }
}

cl_int CL_API_CALL compile_program(cl_program program, cl_uint num_devices,
                                   const cl_device_id *device_list, const char *options,
                                   cl_uint num_input_headers, const cl_program *input_headers,
                                   const char **header_include_names,
                                   void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                   void *user_data) {
  const auto compile = [&](const char *opts) {
    return target().clCompileProgram(program, num_devices, device_list, opts, num_input_headers,
                                     input_headers, header_include_names, pfn_notify, user_data);
  };
  try {
    if (!program || !program_prelude(program))
      return compile(options);
    const std::string opts = std::string(options ? options : "") + " -D__XASYNC_LINKED_UNIT";
    if (debug_enabled())
      std::fprintf(stderr, "xasync-layer: clCompileProgram of a unit: -D__XASYNC_LINKED_UNIT\n");
    return compile(opts.c_str());
  } catch (const std::bad_alloc &) {
    return CL_OUT_OF_HOST_MEMORY;
  }
}

} // namespace xasync_layer
