// keygen_test: GenerateKey's keys checked by OpenSSL (the oracle): exact bit
// lengths, primes prime (BN_check_prime), FIPS 186-5 conditions, OpenSSL
// accepts the key (RSA_check_key) and agrees on the raw operation.
#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <vector>

#include "gtest/gtest.h"
#include "limb/base/secret.h"
#include "limb/rsa/rsa.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

BIGNUM* Bn(const SecretBytes& b) {
  return BN_bin2bn(b.data(), static_cast<int>(b.size()), nullptr);
}

void CheckKey(const RsaPrivateKey& k, size_t bits, size_t primes) {
  const RsaPrivateKeyComponents& c = k.components();
  EXPECT_EQ(k.bits(), bits);
  EXPECT_EQ(k.num_primes(), primes);
  BN_CTX* ctx = BN_CTX_new();
  BIGNUM* n = Bn(c.n);
  BIGNUM* d = Bn(c.d);
  EXPECT_EQ(static_cast<size_t>(BN_num_bits(n)), bits);
  EXPECT_GT(static_cast<size_t>(BN_num_bits(d)), bits / 2);  // d > 2^(nlen/2)
  std::vector<const SecretBytes*> rs = {&c.p, &c.q};
  for (const auto& o : c.other_primes) rs.push_back(&o.r);
  std::vector<BIGNUM*> r;
  BIGNUM* e = Bn(c.e);
  EXPECT_EQ(BN_get_word(e), 65537u);
  for (const SecretBytes* s : rs) {
    r.push_back(Bn(*s));
    EXPECT_EQ(BN_check_prime(r.back(), ctx, nullptr), 1);
    BIGNUM* pm1 = BN_dup(r.back());
    BN_sub_word(pm1, 1);
    BIGNUM* g = BN_new();
    BN_gcd(g, pm1, e, ctx);
    EXPECT_TRUE(BN_is_one(g));  // gcd(e, r_i - 1) = 1
    BN_free(g);
    BN_free(pm1);
  }
  EXPECT_EQ(static_cast<size_t>(BN_num_bits(r[0])), (bits + primes - 1) / primes);
  // |r_i - r_j| > 2^(bits/primes - 100)
  for (size_t i = 0; i < r.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      BIGNUM* diff = BN_new();
      BN_sub(diff, r[i], r[j]);
      BN_set_negative(diff, 0);
      EXPECT_GT(static_cast<size_t>(BN_num_bits(diff)), bits / primes - 100);
      BN_free(diff);
    }
  }
  // OpenSSL accepts the marshalled key and agrees on RawPrivate.
  SecretBytes der = MarshalPrivateKeyPkcs8(k);
  const unsigned char* p = der.data();
  EVP_PKEY* pk = d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(der.size()));
  ASSERT_NE(pk, nullptr);
  RSA* o = EVP_PKEY_get1_RSA(pk);
  EXPECT_EQ(RSA_check_key(o), 1);
  Bytes in(k.size(), 0x5a), want(k.size()), got(k.size());
  in[0] = 0;
  ASSERT_EQ(RSA_private_decrypt(static_cast<int>(in.size()), in.data(), want.data(), o,
                                RSA_NO_PADDING),
            static_cast<int>(in.size()));
  ASSERT_EQ(k.RawPrivate(in, got), Status::kOk);
  EXPECT_EQ(got, want);
  RSA_free(o);
  EVP_PKEY_free(pk);
  for (BIGNUM* b : r) BN_free(b);
  BN_free(e);
  BN_free(n);
  BN_free(d);
  BN_CTX_free(ctx);
}

TEST(KeygenTest, Sizes) {
  for (auto [bits, primes] : std::vector<std::pair<size_t, size_t>>{
           {2048, 2}, {2048, 2}, {3072, 2}, {2048, 3}}) {
    SCOPED_TRACE(bits);
    SCOPED_TRACE(primes);
    auto k = GenerateKey(bits, primes);
    ASSERT_TRUE(k.ok()) << StatusName(k.status());
    CheckKey(*k, bits, primes);
  }
}

TEST(KeygenTest, Rejects) {
  EXPECT_EQ(GenerateKey(1024).status(), Status::kKeyTooSmall);
  EXPECT_EQ(GenerateKey(2047).status(), Status::kKeyTooSmall);
  EXPECT_EQ(GenerateKey(2048, 1).status(), Status::kInvalidArgument);
  EXPECT_EQ(GenerateKey(2048, 2, 65536).status(), Status::kInvalidArgument);
  EXPECT_EQ(GenerateKey(2048, 2, 3).status(), Status::kInvalidArgument);
}

}  // namespace
}  // namespace limb
